import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { BulkInvitationResult } from '@contracts/invitation.contract';
import { stubFetch } from '@/test/api';
import { renderWithQueryClient, waitFor } from '@/test/render';
import { BulkInvite } from './bulk-invite';

const fetchMock = stubFetch();

const answer = (send: boolean): BulkInvitationResult => ({
  rows: [
    { name: 'Ann', email: 'ann@example.org', outcome: send ? 'sent' : 'ready', reason: null },
    { name: '', email: 'nobody', outcome: 'refused', reason: 'invalid' },
    { name: 'Ann again', email: 'ann@example.org', outcome: 'refused', reason: 'duplicate' },
  ],
  ready: send ? 0 : 1,
  sent: send ? 1 : 0,
  refused: 2,
});

describe('BulkInvite', () => {
  it('checks the pasted list, names each refused row, then sends what passed under one key', async () => {
    const bodies: Array<{ send: boolean; rows: unknown[] }> = [];
    fetchMock.mockImplementation(async (_input, init) => {
      const body = JSON.parse(init?.body as string) as { send: boolean; rows: unknown[] };
      bodies.push(body);
      return new Response(JSON.stringify(answer(body.send)), { status: 200 });
    });
    const root = await renderWithQueryClient(<BulkInvite eventId="e1" message="Come!" />);
    const text = root.container.querySelector('textarea')!;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(
        text,
        'Ann <ann@example.org>\nnobody\nAnn again, ann@example.org',
      );
      text.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const button = (name: RegExp) =>
      [...root.container.querySelectorAll('button')].find((b) => name.test(b.textContent ?? ''))!;
    act(() => button(/Check 3 addresses/).click());
    await waitFor(() => expect(root.container.textContent).toContain('Ready to send: 1. Sent: 0. Not sent: 2.'));
    expect(bodies[0]).toEqual({
      send: false,
      message: 'Come!',
      rows: [
        { name: 'Ann', email: 'ann@example.org' },
        { name: '', email: 'nobody' },
        { name: 'Ann again', email: 'ann@example.org' },
      ],
    });
    const refused = root.container.querySelector('[aria-label="Not sent"]')!;
    expect(refused.textContent).toContain('Not an e-mail address');
    expect(refused.textContent).toContain('Twice in the list');

    act(() => button(/Send 1 invitation/).click());
    await waitFor(() => expect(root.container.textContent).toContain('Ready to send: 0. Sent: 1. Not sent: 2.'));
    expect(bodies[1]).toMatchObject({ send: true });
    const [, sendInit] = fetchMock.mock.calls[1]!;
    expect(new Headers(sendInit?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    root.unmount();
  });

  it('asks for an address before checking an empty list', async () => {
    const root = await renderWithQueryClient(<BulkInvite eventId="e1" message="" />);
    act(() => [...root.container.querySelectorAll('button')].find((b) => /^Check/.test(b.textContent ?? ''))!.click());
    await waitFor(() => expect(root.container.textContent).toContain('Paste at least one address first.'));
    expect(fetchMock).not.toHaveBeenCalled();
    root.unmount();
  });
});
