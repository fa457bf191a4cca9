import type { DishView } from '@contracts/dish.contract';
import type { RsvpView } from '@contracts/rsvp.contract';

// Who is coming and what is theirs: the rules the event page, the dish page, the join page and the offline
// RSVP update share, so each screen counts and decides the same way.

type RsvpStatus = RsvpView['status'];

/** Leaving "Going" removes the user's dishes. No RSVP yet counts as Going (the server's rule too). */
export function isLeavingGoing(current: RsvpStatus | null | undefined, next: RsvpStatus): boolean {
  return (current ?? 'attending') === 'attending' && next !== 'attending';
}

/** Going with a place: a guest on the waitlist is not counted among those coming. */
export function holdsPlace(rsvp: Pick<RsvpView, 'status' | 'waitlistPosition'>): boolean {
  return rsvp.status === 'attending' && rsvp.waitlistPosition === null;
}

export interface AttendingCounts {
  adults: number;
  kids: number;
  /** Adults and kids together. */
  guests: number;
}

/** Adults and kids of the guests who hold a place. */
export function attendingCounts(
  rsvps: readonly Pick<RsvpView, 'status' | 'waitlistPosition' | 'adultCount' | 'kidCount'>[],
): AttendingCounts {
  let adults = 0;
  let kids = 0;
  for (const r of rsvps) {
    if (!holdsPlace(r)) continue;
    adults += r.adultCount;
    kids += r.kidCount;
  }
  return { adults, kids, guests: adults + kids };
}

/** The user's own answer to the event, or null (none yet, or nobody signed in). */
export function myRsvp<R extends Pick<RsvpView, 'userId'>>(
  event: { rsvps: readonly R[] },
  userId: string | null | undefined,
): R | null {
  return (userId && event.rsvps.find((r) => r.userId === userId)) || null;
}

/** The dishes the user signed up for in the event. */
export function myDishes<D extends Pick<DishView, 'contributorId'>>(
  event: { dishes: readonly D[] },
  userId: string | null | undefined,
): D[] {
  return userId ? event.dishes.filter((d) => d.contributorId === userId) : [];
}

/** "1 adult", "3 kids". */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
