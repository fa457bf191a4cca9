import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/lib/toast-store';
import { renderWithQueryClient, waitFor, type Rendered } from '@/test/render';
import { ConversationNotifySetting } from './conversation-notify-setting';

let view: Rendered | undefined;
let saved: string;
let refuse: boolean;
const puts: unknown[] = [];

beforeEach(() => {
  saved = 'push';
  refuse = false;
  puts.length = 0;
  useToastStore.getState().remove();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url !== '/api/notification-settings/conversation') return new Response('Not found', { status: 404 });
      if (init?.method === 'PUT') {
        const body = JSON.parse(init.body as string) as { channel: string };
        puts.push(body);
        if (refuse) return new Response(JSON.stringify({ message: 'No', code: 'INTERNAL' }), { status: 500 });
        saved = body.channel;
      }
      return new Response(JSON.stringify({ channel: saved }), { status: 200 });
    }),
  );
});
afterEach(() => {
  view?.unmount();
  vi.unstubAllGlobals();
});

const radio = (label: string) =>
  [...view!.container.querySelectorAll('label')].find((l) => l.textContent === label)!.querySelector('input')!;

describe('ConversationNotifySetting', () => {
  it('offers Push, E-mail digest and None under Conversations, the saved choice checked and explained', async () => {
    view = await renderWithQueryClient(<ConversationNotifySetting />);
    await waitFor(() => expect(view!.container.querySelector('h3')?.textContent).toBe('Conversations'));
    expect([...view.container.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
      'Push',
      'E-mail digest',
      'None',
    ]);
    expect(radio('Push').checked).toBe(true);
    expect(view.container.textContent).toContain('A notification on each device where push is on.');
  });

  it('saves a new choice for every event', async () => {
    view = await renderWithQueryClient(<ConversationNotifySetting />);
    await waitFor(() => expect(radio('Push').checked).toBe(true));
    await act(async () => radio('E-mail digest').click());
    await waitFor(() => expect(puts).toEqual([{ channel: 'digest' }]));
    expect(radio('E-mail digest').checked).toBe(true);
    expect(view.container.textContent).toContain('replies and answers in one e-mail at most once an hour');
  });

  it('goes back to the saved choice and says so when the server refuses', async () => {
    refuse = true;
    view = await renderWithQueryClient(<ConversationNotifySetting />);
    await waitFor(() => expect(radio('Push').checked).toBe(true));
    await act(async () => radio('None').click());
    await waitFor(() => expect(useToastStore.getState().toasts[0]?.title).toBe('Your choice was not saved'));
    expect(radio('Push').checked).toBe(true);
  });
});
