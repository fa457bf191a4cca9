import { type InsightsRsvp } from './insights-input';

// A kid eats about half an adult portion.
export const KID_SERVING_FACTOR = 0.5;

export interface Headcount {
  /** Adults and kids of attending RSVPs: the only ones counted for planning. */
  adults: number;
  kids: number;
  people: number;
  /** adults + kids x 0.5, unrounded. */
  servings: number;
  /** Adults and kids of maybe RSVPs, mentioned as "up to N more". */
  maybeAdults: number;
  maybeKids: number;
  maybePeople: number;
  maybeServings: number;
  maybeRsvps: number;
  notAttendingRsvps: number;
}

// Counts below zero can't come from valid RSVPs; clamp so a bad row can't cancel out a real one.
function count(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

export function countHeads(rsvps: readonly InsightsRsvp[]): Headcount {
  const h: Headcount = {
    adults: 0,
    kids: 0,
    people: 0,
    servings: 0,
    maybeAdults: 0,
    maybeKids: 0,
    maybePeople: 0,
    maybeServings: 0,
    maybeRsvps: 0,
    notAttendingRsvps: 0,
  };
  for (const r of rsvps) {
    if (r.status === 'attending') {
      h.adults += count(r.adultCount);
      h.kids += count(r.kidCount);
    } else if (r.status === 'maybe') {
      h.maybeRsvps += 1;
      h.maybeAdults += count(r.adultCount);
      h.maybeKids += count(r.kidCount);
    } else {
      h.notAttendingRsvps += 1;
    }
  }
  h.people = h.adults + h.kids;
  h.servings = h.adults + h.kids * KID_SERVING_FACTOR;
  h.maybePeople = h.maybeAdults + h.maybeKids;
  h.maybeServings = h.maybeAdults + h.maybeKids * KID_SERVING_FACTOR;
  return h;
}
