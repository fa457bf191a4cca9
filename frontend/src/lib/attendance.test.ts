import { describe, expect, it } from 'vitest';
import { buildDish, buildRsvp } from '@/test/data';
import { attendingCounts, holdsPlace, isLeavingGoing, myDishes, myRsvp, plural } from './attendance';

describe('isLeavingGoing', () => {
  it.each([
    ['attending', 'maybe', true],
    ['attending', 'not_attending', true],
    [null, 'not_attending', true],
    [undefined, 'maybe', true],
    ['attending', 'attending', false],
    [null, 'attending', false],
    ['maybe', 'not_attending', false],
    ['maybe', 'attending', false],
    ['not_attending', 'maybe', false],
  ] as const)('%s → %s is %s', (from, to, expected) => {
    expect(isLeavingGoing(from, to)).toBe(expected);
  });
});

describe('holdsPlace', () => {
  it('is Going without a waitlist position', () => {
    expect(holdsPlace(buildRsvp())).toBe(true);
    expect(holdsPlace(buildRsvp({ waitlistPosition: 2 }))).toBe(false);
    expect(holdsPlace(buildRsvp({ status: 'maybe' }))).toBe(false);
    expect(holdsPlace(buildRsvp({ status: 'not_attending' }))).toBe(false);
  });
});

describe('attendingCounts', () => {
  it('adds adults and kids of the guests who hold a place only', () => {
    const counts = attendingCounts([
      buildRsvp({ adultCount: 2, kidCount: 1 }),
      buildRsvp({ adultCount: 1, kidCount: 3 }),
      buildRsvp({ status: 'maybe', adultCount: 4, kidCount: 4 }),
      buildRsvp({ status: 'not_attending', adultCount: 5 }),
      buildRsvp({ adultCount: 6, kidCount: 2, waitlistPosition: 1 }),
    ]);
    expect(counts).toEqual({ adults: 3, kids: 4, guests: 7 });
  });

  it('is zero with nobody Going', () => {
    expect(attendingCounts([])).toEqual({ adults: 0, kids: 0, guests: 0 });
  });
});

describe('myRsvp and myDishes', () => {
  const mine = buildRsvp({ userId: 'me' });
  const event = {
    rsvps: [buildRsvp({ userId: 'other' }), mine],
    dishes: [buildDish({ contributorId: 'me', name: 'Pie' }), buildDish({ contributorId: 'other' })],
  };

  it("find the user's own answer and dishes", () => {
    expect(myRsvp(event, 'me')).toBe(mine);
    expect(myDishes(event, 'me').map((d) => d.name)).toEqual(['Pie']);
  });

  it('find nothing for a user who has not answered, or nobody signed in', () => {
    expect(myRsvp(event, 'new')).toBeNull();
    expect(myRsvp(event, null)).toBeNull();
    expect(myDishes(event, undefined)).toEqual([]);
    expect(myDishes(event, 'new')).toEqual([]);
  });
});

describe('plural', () => {
  it('picks the word by the count', () => {
    expect(plural(1, 'adult', 'adults')).toBe('1 adult');
    expect(plural(0, 'kid', 'kids')).toBe('0 kids');
    expect(plural(3, 'dish', 'dishes')).toBe('3 dishes');
  });
});
