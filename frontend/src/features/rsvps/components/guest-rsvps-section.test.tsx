// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { stubFetch } from '@/test/api';
import { queryKeys } from '@/lib/query-keys';
import { buildRsvp, buildUser } from '@/test/data';
import { getByRole, renderWithQueryClient, waitFor } from '@/test/render';
import { GuestRsvpsSection } from './guest-rsvps-section';

const fetchMock = stubFetch();

const host = buildRsvp({
  userId: 'host',
  user: { id: 'host', firstName: 'Hana', lastName: 'Host', email: null, profileImageUrl: null },
});
const coHost = buildRsvp({
  coHost: true,
  user: { id: 'co', firstName: 'Cora', lastName: 'Co', email: null, profileImageUrl: null },
});
const guest = buildRsvp({ user: { id: 'g', firstName: 'Gus', lastName: 'Guest', email: null, profileImageUrl: null } });
const event = { id: 'e1', hostId: 'host', rsvps: [host, coHost, guest] };

const removeButtons = (root: ParentNode) =>
  [...root.querySelectorAll('button')].map((b) => b.getAttribute('aria-label')).filter((l) => l?.startsWith('Remove '));

function answer(removed: unknown[]) {
  fetchMock.mockImplementation(async (url) =>
    url === '/api/events/e1/removals'
      ? new Response(JSON.stringify(removed), { status: 200 })
      : new Response(null, { status: 204 }),
  );
}

describe('GuestRsvpsSection', () => {
  it('names counted dietary needs in the reader’s words, and shows what the hosts read as written', async () => {
    answer([]);
    const restrictionSummary = [
      { restriction: 'nuts', known: 'nut_allergy' as const, guests: 2 },
      { restriction: 'no coriander', guests: 1 },
    ];
    const { container } = await renderWithQueryClient(
      <GuestRsvpsSection event={{ ...event, restrictionSummary }} viewerRole="guest" />,
    );
    expect(container.textContent).toContain('2 guests: nut allergy; 1 guest: no coriander');
  });

  it('offers a co-host Remove on guests only, never on the host or another co-host', async () => {
    answer([]);
    const { container } = await renderWithQueryClient(<GuestRsvpsSection event={event} viewerRole="co_host" />);
    expect(removeButtons(container)).toEqual(['Remove Gus Guest']);
  });

  it('offers the host Remove on everyone', async () => {
    answer([]);
    const { container } = await renderWithQueryClient(<GuestRsvpsSection event={event} viewerRole="host" />);
    expect(removeButtons(container)).toEqual(['Remove Hana Host', 'Remove Cora Co', 'Remove Gus Guest']);
  });

  it('lists removed people for managers, and lets one back in', async () => {
    answer([{ userId: 'r1', name: 'Rita Removed', removedAt: '2026-11-20T10:00:00.000Z' }]);
    const client = createQueryClient();
    const { container } = await renderWithQueryClient(<GuestRsvpsSection event={event} viewerRole="host" />, client);
    const letIn = await waitFor(() => getByRole(container, 'button', 'Let Rita Removed back in'));
    expect(container.textContent).toContain('Removed (1)');
    expect(container.textContent).toContain("They can't open this event until you let them back in.");
    await act(async () => letIn.click());
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/events/e1/removals/r1',
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
  });

  it('shows guests nothing about removed people (and does not ask)', async () => {
    answer([{ userId: 'r1', name: 'Rita Removed', removedAt: '2026-11-20T10:00:00.000Z' }]);
    const { container } = await renderWithQueryClient(<GuestRsvpsSection event={event} viewerRole="guest" />);
    expect(container.textContent).not.toContain('Removed');
    expect(fetchMock).not.toHaveBeenCalledWith('/api/events/e1/removals', expect.anything());
  });

  it("shows the viewer's own picture, and initials for everyone else even if a picture came with them", async () => {
    answer([]);
    const me = buildUser({
      firstName: 'Mina',
      lastName: 'Kay',
      profileImageUrl: 'https://lh3.googleusercontent.com/me',
    });
    const mine = buildRsvp({
      userId: me.id,
      user: { id: me.id, firstName: 'Mina', lastName: 'Kay', email: me.email, profileImageUrl: null },
    });
    const other = buildRsvp({
      user: {
        id: 'other',
        firstName: 'Otto',
        lastName: 'Other',
        email: null,
        profileImageUrl: 'https://lh3.googleusercontent.com/other',
      },
    });
    const client = createQueryClient();
    client.setQueryData(queryKeys.currentUser(), me);
    const { container } = await renderWithQueryClient(
      <GuestRsvpsSection event={{ id: 'event-id', rsvps: [mine, other] }} />,
      client,
    );
    const images = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(images).toEqual(['https://lh3.googleusercontent.com/me']);
    expect(container.textContent).toContain('OO');
  });

  const households = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      buildRsvp({
        id: `r${i}`,
        userId: `u${i}`,
        user: { id: `u${i}`, firstName: `Household${i}`, lastName: 'H', email: null, profileImageUrl: null },
      }),
    );
  const guestCards = (root: ParentNode) => root.querySelectorAll('.guest-card').length;

  it('draws a long list a page at a time, on request, from the hosts’ view', async () => {
    answer([]);
    const { container } = await renderWithQueryClient(
      <GuestRsvpsSection event={{ ...event, rsvps: households(120) }} viewerRole="host" changes={false} />,
    );
    expect(container.textContent).toContain('120 people responded');
    expect(guestCards(container)).toBe(0);
    // The long list's code loads on its own.
    const show = await waitFor(() => getByRole(container, 'button', "See who's coming (120)"));
    await act(async () => show.click());
    expect(guestCards(container)).toBe(50);
    await act(async () => getByRole(container, 'button', 'Show 50 more').click());
    expect(guestCards(container)).toBe(100);
    await act(async () => getByRole(container, 'button', 'Show 20 more').click());
    expect(guestCards(container)).toBe(120);
    expect(container.querySelector('.guest-rsvps__more')).toBeNull();
  });

  it('reads a guest’s long list from the server by pages, with the counts the view carries', async () => {
    const rows = households(60);
    fetchMock.mockImplementation(async (url) => {
      const offset = Number(/offset=(\d+)/.exec(url as string)?.[1] ?? -1);
      if (offset < 0) return new Response(null, { status: 204 });
      const page = { rsvps: rows.slice(offset, offset + 50), total: 60, nextOffset: offset === 0 ? 50 : null };
      return new Response(JSON.stringify(page), { status: 200 });
    });
    const guestList = { total: 60, attending: 55, maybe: 3, notAttending: 2, waitlisted: 0 };
    const { container } = await renderWithQueryClient(
      <GuestRsvpsSection event={{ ...event, rsvps: [guest], guestList }} viewerRole="guest" />,
    );
    expect(container.textContent).toContain('60 people responded');
    expect(container.textContent).toContain('55 Going');
    expect(container.textContent).toContain('2 Not Going');
    const show = await waitFor(() => getByRole(container, 'button', "See who's coming (60)"));
    await act(async () => show.click());
    await waitFor(() => expect(guestCards(container)).toBe(50));
    await act(async () => getByRole(container, 'button', 'Show 10 more').click());
    await waitFor(() => expect(guestCards(container)).toBe(60));
    const asked = fetchMock.mock.calls.map(([url]) => url as string).filter((u) => u.includes('/guests'));
    expect(asked).toEqual(['/api/events/e1/guests?offset=0', '/api/events/e1/guests?offset=50']);
    expect(container.querySelector('.guest-rsvps__more')).toBeNull();
  });
});
