// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { User } from '@contracts/user.rules';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { stubFetch } from '@/test/api';
import { buildUser } from '@/test/data';
import { getByRole, renderWithQueryClient, waitFor } from '@/test/render';
import { whatMoves } from './guest-merge-question';
import { GuestMergeSheet } from './guest-merge-sheet';

const fetchMock = stubFetch();

const mallory = {
  id: '00000000-0000-4000-8000-00000000000a',
  name: 'Mallory',
  events: [
    { id: 'e1', name: 'Diwali Dinner', date: '2030-11-01T18:00:00.000Z', status: 'attending' as const },
    { id: 'e2', name: 'Harvest Supper', date: '2030-11-08T18:00:00.000Z', status: 'maybe' as const },
  ],
  dishCount: 1,
};
const account = buildUser({
  id: '00000000-0000-4000-8000-00000000000b',
  email: 'victoria@example.test',
  firstName: 'Victoria',
  lastName: 'Victim',
});

function server(pending: typeof mallory | null) {
  const calls: string[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push(`${init?.method ?? 'GET'} ${url}${typeof init?.body === 'string' ? ` ${init.body}` : ''}`);
    if (url === '/api/guest-merge' && (init?.method ?? 'GET') === 'GET') {
      return new Response(JSON.stringify({ pending }), { status: 200 });
    }
    if (url === '/api/guest-merge') return new Response(JSON.stringify({ movedRsvps: 2, movedDishes: 1 }));
    return new Response(null, { status: 204 });
  });
  return calls;
}

async function renderFor(user: User) {
  const client = createQueryClient();
  client.setQueryData(queryKeys.currentUser(), user);
  return renderWithQueryClient(<GuestMergeSheet />, client);
}

describe('the merge confirmation', () => {
  it('names what moves', () => {
    expect(whatMoves(mallory)).toEqual([
      "Mallory's RSVP to Diwali Dinner",
      "Mallory's RSVP to Harvest Supper",
      '1 dish Mallory signed up to bring',
    ]);
  });

  it('asks before anything moves, and moves the named guest on "Move into my account"', async () => {
    const calls = server(mallory);
    await renderFor(account);
    const dialog = await waitFor(() => getByRole(document.body, 'dialog', /Move Mallory's answers/));
    expect(dialog.textContent).toContain("Move Mallory's answers into your account?");
    expect(dialog.textContent).toContain("Mallory's RSVP to Diwali Dinner");
    expect(dialog.textContent).toContain('1 dish Mallory signed up to bring');
    expect(calls).toEqual(['GET /api/guest-merge']);

    await act(async () => getByRole(dialog, 'button', 'Move into my account').click());
    await waitFor(() => expect(calls).toContain(`POST /api/guest-merge {"guestId":"${mallory.id}"}`));
    await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
  });

  it('"Keep separate" moves nothing and ends the offer', async () => {
    const calls = server(mallory);
    await renderFor(account);
    const dialog = await waitFor(() => getByRole(document.body, 'dialog', /Move Mallory's answers/));
    await act(async () => getByRole(dialog, 'button', 'Keep separate').click());
    await waitFor(() => expect(calls).toContain('POST /api/guest-merge/dismiss'));
    expect(calls.filter((c) => c.startsWith('POST /api/guest-merge '))).toEqual([]);
    await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
  });

  it('shows nothing when nothing is pending, and never asks for a guest', async () => {
    const calls = server(null);
    await renderFor(account);
    await waitFor(() => expect(calls).toEqual(['GET /api/guest-merge']));
    expect(document.querySelector('dialog')).toBeNull();

    const none = server(mallory);
    await renderFor({ ...account, isGuest: true });
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(none).toEqual([]);
  });
});
