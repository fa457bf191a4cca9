import { describe, expect, it } from 'vitest';
import type { DoorView } from '@contracts/check-in.contract';
import { shownDoor } from './door-view';

const ANA = '00000000-0000-4000-8000-000000000001';
const BO = '00000000-0000-4000-8000-000000000002';
const view: DoorView = {
  eventId: 'e1',
  eventName: 'Harvest',
  households: [
    { rsvpId: ANA, name: 'Ana Lima', adults: 2, kids: 1, arrivedAt: null, dishBrought: false },
    { rsvpId: BO, name: 'Bo Chen', adults: 1, kids: 0, arrivedAt: '2026-12-04T18:00:00.000Z', dishBrought: false },
  ],
  counts: { households: 2, arrivedHouseholds: 1, arrivedPeople: 1, people: 4 },
};
const arrive = (rsvpId: string, withDish = false, at = 1) =>
  ({
    kind: 'arrive',
    vars: { eventId: 'e1', rsvpId, name: 'x', code: null, withDish, idempotencyKey: 'k' },
    at,
  }) as const;

describe('the door as this phone shows it', () => {
  it('is the server’s list while nothing waits', () => {
    const shown = shownDoor(view, []);
    expect(shown.counts).toEqual(view.counts);
    expect(shown.households.every((h) => !h.pending)).toBe(true);
  });

  it('shows a check-in that waits for the server at once, counted', () => {
    const shown = shownDoor(view, [arrive(ANA, true)]);
    expect(shown.households[0]).toMatchObject({ rsvpId: ANA, dishBrought: true, pending: true });
    expect(shown.households[0]!.arrivedAt).not.toBeNull();
    expect(shown.counts).toEqual({ households: 2, arrivedHouseholds: 2, arrivedPeople: 4, people: 4 });
  });

  it('counts a household checked in twice once, keeps its first time, and lays an undo over it', () => {
    const twice = shownDoor(view, [arrive(BO), arrive(BO, true, 2)]);
    expect(twice.counts.arrivedHouseholds).toBe(1);
    expect(twice.households[1]).toMatchObject({ arrivedAt: '2026-12-04T18:00:00.000Z', dishBrought: true });
    const undone = shownDoor(view, [
      arrive(BO),
      { kind: 'undo', vars: { eventId: 'e1', rsvpId: BO, name: 'Bo', idempotencyKey: 'u' }, at: 3 },
    ]);
    expect(undone.counts.arrivedHouseholds).toBe(0);
  });

  it('ignores a change for a household no longer on the list', () => {
    expect(shownDoor(view, [arrive('00000000-0000-4000-8000-000000000009')]).counts).toEqual(view.counts);
  });
});
