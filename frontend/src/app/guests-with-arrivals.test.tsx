import { describe, expect, it } from 'vitest';
import type { DoorView } from '@contracts/check-in.contract';
import { createQueryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { stubFetch } from '@/test/api';
import { buildEventDetail, buildRsvp } from '@/test/data';
import { accessibleText, renderWithQueryClient, waitFor } from '@/test/render';
import { GuestsWithArrivals } from './guests-with-arrivals';

stubFetch();

describe("the host's guest list on Manage", () => {
  it('marks who the door checked in, and with their dish', async () => {
    const ana = buildRsvp({
      user: { id: 'u1', firstName: 'Ana', lastName: 'Lima', email: null, profileImageUrl: null },
    });
    const bo = buildRsvp({ user: { id: 'u2', firstName: 'Bo', lastName: 'Chen', email: null, profileImageUrl: null } });
    const cy = buildRsvp({ user: { id: 'u3', firstName: 'Cy', lastName: 'Lim', email: null, profileImageUrl: null } });
    const event = buildEventDetail({ id: 'e1', role: 'host', rsvps: [ana, bo, cy] });
    const door: DoorView = {
      eventId: 'e1',
      eventName: event.name,
      households: [
        {
          rsvpId: ana.id,
          name: 'Ana Lima',
          adults: 1,
          kids: 0,
          arrivedAt: '2026-12-04T18:00:00.000Z',
          dishBrought: true,
        },
        {
          rsvpId: bo.id,
          name: 'Bo Chen',
          adults: 1,
          kids: 0,
          arrivedAt: '2026-12-04T18:05:00.000Z',
          dishBrought: false,
        },
        { rsvpId: cy.id, name: 'Cy Lim', adults: 1, kids: 0, arrivedAt: null, dishBrought: false },
      ],
      counts: { households: 3, arrivedHouseholds: 2, arrivedPeople: 2, people: 3 },
    };
    const client = createQueryClient();
    client.setQueryData(queryKeys.events.door('e1'), door);
    const { container } = await renderWithQueryClient(<GuestsWithArrivals event={event} />, client);
    const card = (name: string) =>
      accessibleText([...container.querySelectorAll('.guest-card')].find((c) => c.textContent?.includes(name))!);
    await waitFor(() => expect(card('Ana Lima')).toContain('Arrived · Dish'));
    expect(card('Bo Chen')).toContain('Arrived');
    expect(card('Bo Chen')).not.toContain('Dish');
    expect(card('Cy Lim')).not.toContain('Arrived');
  });
});
