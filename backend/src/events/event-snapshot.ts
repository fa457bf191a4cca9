import type { EventBase, EventDetail } from '../contracts/event.contract';
import type { GuestList, GuestPage, RsvpView } from '../contracts/rsvp.contract';
import { GUEST_LIST_INLINE_MAX, GUEST_PAGE_SIZE, inListOrder } from '../contracts/rsvp.rules';
import { canManage } from '../contracts/event.rules';
import type { DishView } from '../contracts/dish.contract';
import type { DishWithContributor } from '../dishes/dishes.queries';
import type { JobWithHelpers } from '../jobs/jobs.queries';
import type { RsvpWithUser } from '../rsvps/rsvps.queries';
import { toRsvpView } from '../rsvps/rsvps.mapper';
import { toDishView } from '../dishes/dishes.mapper';
import { mayAccess, type EventAccess } from './event-access';
import { roleOf, toEventDetail, waitlistPositions, type EventWithHost } from './events.mapper';
import { readerOf, seesOf } from './visibility/event-people';
import { readerManages } from './visibility/visibility-policy';

export type { EventWithHost } from './events.mapper';

/** One event as of one version: what every read of that version is built from. Never mutated. */
export interface EventSnapshot {
  version: number;
  event: EventWithHost;
  /** Newest answer first. */
  rsvps: RsvpWithUser[];
  /** Oldest first. */
  dishes: DishWithContributor[];
  /** Oldest first, each with who took it. */
  jobs: JobWithHelpers[];
  /** People removed from the event (refused everything until let back in). */
  removed: ReadonlySet<string>;
  /** Views computed once per version (insights, suggestions, public view, dish list). */
  derived: Map<string, unknown>;
}

/**
 * The people of an event (its host and everyone who answered) whose role allows `level`, by the access policy: for
 * 'manage', the host and co-hosts.
 */
export function peopleWhoMay(snapshot: EventSnapshot, level: EventAccess): string[] {
  const { hostId } = snapshot.event;
  const people = [hostId, ...snapshot.rsvps.filter((r) => r.userId !== hostId).map((r) => r.userId)];
  const coHosts = new Set(snapshot.rsvps.filter((r) => r.coHost).map((r) => r.userId));
  return people.filter((userId) => mayAccess(roleOf(hostId, userId, coHosts.has(userId)), level));
}

/** A view of a snapshot computed once per version, whoever asks first. */
export function derived<T>(snapshot: EventSnapshot, key: string, compute: () => T): T {
  if (snapshot.derived.has(key)) return snapshot.derived.get(key) as T;
  const value = compute();
  snapshot.derived.set(key, value);
  return value;
}

/** The event's fields and counts, the same for every viewer (live messages carry them). */
export function eventBaseOf(snapshot: EventSnapshot): EventBase {
  const {
    role: _role,
    host: _host,
    rsvps: _rsvps,
    guestList: _guestList,
    dishes: _dishes,
    // Per reader (the visibility policy): each view brings its own.
    restrictionSummary: _restrictions,
    ...base
  } = detailOf(snapshot, snapshot.event.hostId);
  return base;
}

/**
 * The host's view and the guests' shared view are built once per version; a guest's own RSVP (the only personal
 * data a guest may see) is put into the shared view per request, so no viewer ever gets another's details. A guest
 * list longer than GUEST_LIST_INLINE_MAX is left out of a guest's view (but for their own answer) and read by pages
 * (`guestPageOf`); the view then carries its counts.
 */
export function detailOf(snapshot: EventSnapshot, userId: string): EventDetail {
  const whole = wholeDetailOf(snapshot, userId);
  const guestList = canManage(whole.role) ? null : pagedGuestListOf(snapshot);
  return guestList ? { ...whole, rsvps: whole.rsvps.filter((r) => r.userId === userId), guestList } : whole;
}

/** A page of the guest list as `userId`'s view lists it: the waitlist first, then the newest answer first. */
export function guestPageOf(snapshot: EventSnapshot, userId: string, offset: number): GuestPage {
  const rsvps = inListOrder(wholeDetailOf(snapshot, userId).rsvps);
  const end = offset + GUEST_PAGE_SIZE;
  return { rsvps: rsvps.slice(offset, end), total: rsvps.length, nextOffset: end < rsvps.length ? end : null };
}

/** The counts of a guest list read by pages, or null when guests get it whole (live messages carry them). */
export function pagedGuestListOf(snapshot: EventSnapshot): GuestList | null {
  const { rsvps } = wholeDetailOf(snapshot, '');
  return rsvps.length > GUEST_LIST_INLINE_MAX ? derived(snapshot, 'guest-list', () => guestListOf(rsvps)) : null;
}

function guestListOf(rsvps: readonly RsvpView[]): GuestList {
  const placed = (status: RsvpView['status']) =>
    rsvps.filter((r) => r.status === status && r.waitlistPosition === null).length;
  return {
    total: rsvps.length,
    attending: placed('attending'),
    maybe: placed('maybe'),
    notAttending: placed('not_attending'),
    waitlisted: rsvps.filter((r) => r.waitlistPosition !== null).length,
  };
}

function wholeDetailOf(snapshot: EventSnapshot, userId: string): EventDetail {
  const { event, rsvps, dishes } = snapshot;
  if (roleOf(event.hostId, userId) === 'host') {
    return derived(snapshot, 'detail:host', () => ({
      ...toEventDetail(event, rsvps, dishes, userId),
      version: snapshot.version,
    }));
  }
  const shared = derived(snapshot, 'detail:guest', () => ({
    ...toEventDetail(event, rsvps, dishes, ''),
    version: snapshot.version,
  }));
  const mine = rsvps.find((r) => r.userId === userId);
  if (!mine) return shared;
  // Co-hosts see what the host sees (and are few): their view is built per request.
  if (mine.coHost) return { ...toEventDetail(event, rsvps, dishes, userId), version: snapshot.version };
  const own = toRsvpView(mine, true, event.questions, waitlistPositions(rsvps).get(userId) ?? null, userId);
  const listed = shared.rsvps.some((r) => r.userId === userId);
  // The person's own dishes carry their name even when the guest list is hidden.
  const byId = new Map(dishes.map((d) => [d.id, d]));
  return {
    ...shared,
    rsvps: listed ? shared.rsvps.map((r) => (r.userId === userId ? own : r)) : [own],
    dishes: shared.dishes.map((d) => (d.contributorId === userId ? toDishView(byId.get(d.id)!) : d)),
  };
}

/**
 * The event's dishes as `userId` may see them: who brings each is the visibility policy's `brings`. Built once per
 * version for the managers and once for the guests; a guest's own dishes are named in their copy.
 */
export function dishViewsFor(snapshot: EventSnapshot, userId: string): DishView[] {
  const { dishes } = snapshot;
  if (readerManages(readerOf(snapshot, userId)))
    return derived(snapshot, 'dishes:managers', () => dishes.map((d) => toDishView(d)));
  const shared = derived(snapshot, 'dishes:guests', () => {
    const may = seesOf(snapshot, { userId: null, role: 'guest' });
    return dishes.map((d) => toDishView(d, may('brings', d.contributorId)));
  });
  return shared.some((d) => d.contributorId === userId)
    ? shared.map((d, i) => (d.contributorId === userId ? toDishView(dishes[i]) : d))
    : shared;
}
