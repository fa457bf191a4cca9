import type { AfterParty } from '@contracts/after-party.contract';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { getByText, query, render, waitFor, type Rendered } from '@/test/render';
import { afterPartyKey } from './api/after-party-api';
import { registerAfterPartyDefaults } from './api/register-after-party-defaults';
import { AfterPartyCard } from './after-party-card';

const SOUP = '00000000-0000-4000-8000-000000000001';
const CAKE = '00000000-0000-4000-8000-000000000002';
const view: AfterParty = {
  over: true,
  endsAt: '2026-11-20T21:00:00.000Z',
  thankYou: 'Thank you all!',
  hostName: 'Hana',
  dishes: [
    {
      dishId: SOUP,
      name: 'Lentil soup',
      category: 'main_dish',
      contributorName: 'Ann Lee',
      note: null,
      containerLeft: false,
      editable: true,
      mine: true,
    },
    {
      dishId: CAKE,
      name: 'Plum cake',
      category: 'dessert',
      contributorName: null,
      note: 'Recipe: https://example.com/plum',
      containerLeft: true,
      editable: false,
      mine: false,
    },
  ],
  containers: [],
};

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
let client: QueryClient;
let rendered: Rendered | null = null;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(json(view)));
  client = createQueryClient();
  registerAfterPartyDefaults(client);
});
afterEach(() => {
  rendered?.unmount();
  rendered = null;
  vi.unstubAllGlobals();
});

describe('AfterPartyCard', () => {
  it('shows the thank-you, who brought what with a hidden name as "A guest", and a link in a note as text', async () => {
    rendered = await render(
      <QueryClientProvider client={client}>
        <AfterPartyCard eventId="ev1" canManage={false} />
      </QueryClientProvider>,
    );
    await waitFor(() => getByText(document, 'After the Party'));
    expect(getByText(document, 'Thank you all!')).toBeTruthy();
    expect(getByText(document, 'Lentil soup, brought by Ann Lee')).toBeTruthy();
    expect(getByText(document, 'Plum cake, brought by A guest')).toBeTruthy();
    const note = getByText(document, 'Recipe: https://example.com/plum');
    expect(note.querySelector('a')).toBeNull();
    // Only her own dish asks for a note and offers the container mark; a guest sees no containers list.
    expect(document.querySelectorAll('textarea')).toHaveLength(1);
    expect(document.querySelectorAll('input[type="checkbox"]')).toHaveLength(1);
    expect(document.body.textContent).not.toContain('Containers to Return');
  });

  it('sends a trimmed note with an Idempotency-Key through the change queue', async () => {
    rendered = await render(
      <QueryClientProvider client={client}>
        <AfterPartyCard eventId="ev1" canManage={false} />
      </QueryClientProvider>,
    );
    const area = await waitFor(() => query<HTMLTextAreaElement>(document, 'textarea'));
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      setter.call(area, '  Soak overnight  ');
      area.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => {
      query<HTMLFormElement>(document, 'form').requestSubmit();
    });
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
      if (!put) throw new Error('no PUT yet');
      expect(put[0] as string).toBe(`/api/events/ev1/dishes/${SOUP}/after-note`);
      expect(JSON.parse(put[1]!.body as string)).toEqual({ note: 'Soak overnight' });
      expect(new Headers(put[1]!.headers).get('Idempotency-Key')).toBeTruthy();
    });
  });

  it('lists the containers to return for the host, with the owner’s name', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(json({ ...view, containers: [{ dishId: CAKE, dishName: 'Plum cake', ownerName: 'Ben Lee' }] })),
    );
    rendered = await render(
      <QueryClientProvider client={client}>
        <AfterPartyCard eventId="ev1" canManage />
      </QueryClientProvider>,
    );
    await waitFor(() => getByText(document, 'Containers to Return'));
    expect(getByText(document, 'Ben Lee: container from Plum cake')).toBeTruthy();
    expect(getByText(document, 'Your thank-you to everyone')).toBeTruthy();
  });

  it('shows nothing before the party is over', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ ...view, over: false })));
    rendered = await render(
      <QueryClientProvider client={client}>
        <AfterPartyCard eventId="ev1" canManage />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(client.getQueryData(afterPartyKey('ev1'))).toBeTruthy());
    expect(document.body.textContent).not.toContain('After the Party');
  });
});
