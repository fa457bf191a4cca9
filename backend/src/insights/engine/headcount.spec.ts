import { countHeads } from './headcount';
import { type InsightsRsvp } from './insights-input';

const rsvp = (status: InsightsRsvp['status'], adultCount: number, kidCount: number): InsightsRsvp => ({
  status,
  adultCount,
  kidCount,
  dietaryRestrictions: null,
  guestName: 'Guest',
});

describe('countHeads', () => {
  it('counts attending people, kids as half a serving, and keeps maybes apart', () => {
    expect(
      countHeads([rsvp('attending', 2, 3), rsvp('attending', 1, 0), rsvp('maybe', 2, 1), rsvp('not_attending', 4, 4)]),
    ).toEqual({
      adults: 3,
      kids: 3,
      people: 6,
      servings: 4.5,
      maybeAdults: 2,
      maybeKids: 1,
      maybePeople: 3,
      maybeServings: 2.5,
      maybeRsvps: 1,
      notAttendingRsvps: 1,
    });
  });

  it('is all zero without RSVPs', () => {
    expect(countHeads([])).toMatchObject({ adults: 0, kids: 0, people: 0, servings: 0, maybePeople: 0 });
  });

  it('ignores negative or fractional counts from bad rows', () => {
    expect(countHeads([rsvp('attending', -2, 1.7), rsvp('attending', Number.NaN, 0)])).toMatchObject({
      adults: 0,
      kids: 1,
      people: 1,
    });
  });
});
