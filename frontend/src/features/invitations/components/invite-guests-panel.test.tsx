import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import type { InvitationResult } from '@contracts/invitation.contract';
import { createQueryClient } from '@/lib/query-client';
import { useToastStore } from '@/lib/toast-store';
import { getByRole, query, render, waitFor, type Rendered } from '@/test/render';
import { InviteGuestsPanel } from './invite-guests-panel';

const invite = { message: "You're invited!", joinUrl: 'http://localhost/join/e1', eventName: 'Feast' };
const sentBodies: Array<Record<string, unknown>> = [];
let rendered: Rendered;

function typeContact(value: string) {
  const input = query<HTMLInputElement>(rendered.container, 'input');
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  act(() => {
    input.form!.requestSubmit();
  });
}

const lastToast = () => useToastStore.getState().toasts[0];

beforeEach(async () => {
  sentBodies.length = 0;
  useToastStore.getState().remove();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as Record<string, unknown>;
      sentBodies.push(body);
      if (body.email === 'taken@example.com') {
        return new Response(
          JSON.stringify({ code: 'ALREADY_INVITED', message: 'taken@example.com is already invited to this event' }),
          {
            status: 409,
          },
        );
      }
      const result: Partial<InvitationResult> = { id: String(sentBodies.length), notice: null };
      return new Response(JSON.stringify(result), { status: 201 });
    }),
  );
  rendered = await render(
    <QueryClientProvider client={createQueryClient()}>
      <InviteGuestsPanel eventId="e1" invite={invite} />
    </QueryClientProvider>,
  );
});

afterEach(() => {
  rendered.unmount();
  vi.unstubAllGlobals();
});

describe('InviteGuestsPanel', () => {
  it('toasts when sending with no guests', async () => {
    await act(async () => getByRole(rendered.container, 'button', 'Send Invitations via SMS').click());
    expect(lastToast()).toMatchObject({
      title: 'No guests selected',
      description: 'Please add some guests before sending invitations.',
    });
    expect(sentBodies).toHaveLength(0);
  });

  it('rejects an invalid contact inline and keeps it out of the list', () => {
    typeContact('12');
    expect(query(rendered.container, '[role="alert"]').textContent).toBe('Invalid phone number');
    expect(rendered.container.querySelectorAll('li')).toHaveLength(0);
  });

  it('sends one call per guest; a refused guest stays listed with the reason', async () => {
    typeContact('ann@example.com');
    typeContact('taken@example.com');
    typeContact('+1 415 555 2671');
    expect(rendered.container.querySelectorAll('li')).toHaveLength(3);
    await act(async () => getByRole(rendered.container, 'button', 'Send Invitations via SMS').click());
    await waitFor(() => expect(lastToast()?.title).toBe('Invitations Sent!'));
    expect(lastToast()?.description).toBe('Successfully sent 2 invitations.');
    expect(sentBodies).toEqual([
      { eventId: 'e1', email: 'ann@example.com', message: "You're invited!" },
      { eventId: 'e1', email: 'taken@example.com', message: "You're invited!" },
      { eventId: 'e1', phoneNumber: '+1 415 555 2671', message: "You're invited!" },
    ]);
    const left = rendered.container.querySelectorAll('li');
    expect(left).toHaveLength(1);
    expect(left[0]?.textContent).toContain('taken@example.com is already invited to this event');
  });

  it('shows the error toast when nothing could be sent', async () => {
    typeContact('taken@example.com');
    await act(async () => getByRole(rendered.container, 'button', 'Send Invitations via SMS').click());
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error',
        description: 'Failed to send invitations. Please try again.',
      }),
    );
  });
});
