import { describe, expect, it } from 'vitest';
import type { EventDetail } from '@contracts/event.contract';
import type { DishView } from '@contracts/dish.contract';
import type { RsvpView } from '@contracts/rsvp.contract';
import { buildDish, buildEventDetail, buildRsvp, buildUser } from '@/test/data';
import { applyRsvp, type SubmitRsvpVariables } from './submit-rsvp';

const me = buildUser({ id: 'u-me', email: 'me@example.test', firstName: 'Mina', lastName: 'Kay' });

const rsvp = (userId: string, status: RsvpView['status'], adultCount: number, kidCount: number): RsvpView =>
  buildRsvp({
    id: `r-${userId}`,
    eventId: 'e1',
    userId,
    status,
    adultCount,
    kidCount,
    user: { id: userId, email: `${userId}@example.test`, firstName: userId, lastName: null, profileImageUrl: null },
  });

const dish = (id: string, contributorId: string) => buildDish({ id, contributorId, eventId: 'e1' });

const event = (rsvps: RsvpView[], dishes: DishView[]): EventDetail =>
  buildEventDetail({ id: 'e1', name: 'Harvest', rsvps, dishes, totalDishCount: dishes.length });

const vars = (input: Partial<SubmitRsvpVariables['input']>): SubmitRsvpVariables => ({
  eventId: 'e1',
  eventName: 'Harvest',
  origin: 'event',
  idempotencyKey: 'k1',
  input: { status: 'attending', adultCount: 1, kidCount: 0, dietaryRestrictions: '', ...input },
});

describe('applyRsvp (the optimistic event)', () => {
  it('adds a first RSVP for the user and counts attending guests only', () => {
    const before = event([rsvp('other', 'maybe', 3, 3)], []);
    const after = applyRsvp(
      before,
      me,
      vars({
        adultCount: 2,
        kidCount: 1,
        dietaryRestrictions: ' vegan ',
        allergies: ' peanuts ',
        bringingSupplies: '',
      }),
    );
    expect(after.rsvps).toHaveLength(2);
    expect(after.rsvps[1]).toMatchObject({
      userId: 'u-me',
      status: 'attending',
      adultCount: 2,
      kidCount: 1,
      dietaryRestrictions: 'vegan',
      allergies: 'peanuts',
      bringingSupplies: null,
    });
    expect(after.rsvps[1]!.user).toMatchObject({ email: 'me@example.test', firstName: 'Mina' });
    expect(after).toMatchObject({ confirmedAdultCount: 2, confirmedKidCount: 1, confirmedGuestCount: 3 });
  });

  it("replaces the user's RSVP and, when leaving Going, drops only their dishes", () => {
    const before = event(
      [rsvp('u-me', 'attending', 2, 0), rsvp('other', 'attending', 1, 1)],
      [dish('d1', 'u-me'), dish('d2', 'other')],
    );
    const after = applyRsvp(before, me, vars({ status: 'not_attending' }));
    expect(after.rsvps.map((r) => [r.userId, r.status])).toEqual([
      ['u-me', 'not_attending'],
      ['other', 'attending'],
    ]);
    expect(after.dishes.map((d) => d.id)).toEqual(['d2']);
    expect(after.totalDishCount).toBe(1);
    expect(after).toMatchObject({ confirmedAdultCount: 1, confirmedKidCount: 1, confirmedGuestCount: 2 });
  });

  it('keeps dishes when coming back to Going', () => {
    const before = event([rsvp('u-me', 'maybe', 1, 0)], [dish('d1', 'u-me')]);
    expect(applyRsvp(before, me, vars({})).dishes).toHaveLength(1);
  });
});
