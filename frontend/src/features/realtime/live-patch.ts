import type { QueryClient } from '@tanstack/react-query';
import type { EventDetail, EventSummary } from '@contracts/event.contract';
import type { DishView } from '@contracts/dish.contract';
import type { RsvpView } from '@contracts/rsvp.contract';
import type { ServerMessage } from '@contracts/realtime.contract';
import { activeLocale } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';

/** The page that follows live updates: the event page, its dish sign-up page, or a dashboard (home, My RSVPs). */
export type LivePage = { kind: 'event'; eventId: string } | { kind: 'dishes'; eventId: string } | { kind: 'dashboard' };

type Change = Extract<ServerMessage, { seq: number }>;

const eventLists = () => [queryKeys.events.all(), queryKeys.rsvpedEvents()];

/** Dishes of this device that the server has not accepted yet carry this id prefix (see the dish mutations). */
const PENDING_PREFIX = 'pending-';

/**
 * Follows one event's sequence of changes. Each message carries `seq`, the event's version after the change, and
 * versions step by one; the page applies a message to its cached queries when it is the next one, ignores one it
 * has already seen, and refetches once when one is missing (a reconnect, a message lost on the way).
 */
export class EventSequence {
  private known: number | null = null;

  constructor(
    private readonly queryClient: QueryClient,
    private readonly eventId: string,
  ) {}

  /**
   * The answer to a join: the event's version now. The page's data is current if it is that version (first join);
   * after a reconnect, or when the data is older, refetch once.
   */
  joined(seq: number | undefined): void {
    if (seq === undefined) return;
    const loaded = this.queryClient.getQueryData<EventDetail | null>(queryKeys.events.detail(this.eventId))?.version;
    const current = this.known ?? loaded ?? null;
    this.known = seq;
    if (current !== null && current !== seq) this.refetch();
  }

  /** Applies a change; answers what it did (for tests and logging). */
  receive(message: Change): 'applied' | 'ignored' | 'refetched' {
    if (this.known === null) {
      const loaded = this.queryClient.getQueryData<EventDetail | null>(queryKeys.events.detail(this.eventId))?.version;
      this.known = loaded ?? message.seq - 1;
    }
    if (message.seq <= this.known) return 'ignored';
    const gap = message.seq > this.known + 1;
    this.known = message.seq;
    if (gap || !applyChange(this.queryClient, message)) {
      this.refetch();
      return 'refetched';
    }
    return 'applied';
  }

  private refetch(): void {
    // The event prefix covers the detail, its dishes, insights and suggestions; the lists are marked stale.
    void this.queryClient.invalidateQueries({ queryKey: queryKeys.events.detail(this.eventId) });
    for (const queryKey of eventLists()) {
      void this.queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
    }
  }
}

/**
 * Writes one change into the cached queries of its event: the detail (fields, counts, dishes, RSVPs), the dish list,
 * the insights and the suggestions. The lists are only marked stale (they show per-person fields the message lacks).
 * Returns false when the message has no state to apply (the page then refetches).
 */
export function applyChange(queryClient: QueryClient, message: Change): boolean {
  if (!message.event || !message.insights || !message.suggestions) return false;
  const { eventId } = message;
  // A guest list read by pages that became short again is sent whole: the page reads it.
  if (message.type === 'rsvp_updated' && message.guestList === null) {
    if (queryClient.getQueryData<EventDetail>(queryKeys.events.detail(eventId))?.guestList) return false;
  }
  const event = message.event;
  const patchDishes = (dishes: DishView[]): DishView[] => dishesAfter(dishes, message);
  queryClient.setQueryData<EventDetail | null>(queryKeys.events.detail(eventId), (old) => {
    if (!old) return old;
    if (message.type !== 'rsvp_updated') return { ...old, ...event, dishes: patchDishes(old.dishes) };
    const restrictionSummary = message.restrictionSummary ?? old.restrictionSummary;
    const guestList = message.guestList ?? undefined;
    if (guestList) {
      // A long list, read by pages: the view keeps the reader's own answer only, and takes the counts.
      const rsvps = old.rsvps.flatMap((r) => (r.userId !== message.userId ? [r] : message.rsvp ? [message.rsvp] : []));
      return { ...old, ...event, dishes: patchDishes(old.dishes), rsvps, restrictionSummary, guestList };
    }
    // No `rsvp`: the answer was removed by the host, or this viewer may not see who answered.
    const rsvps = message.rsvp
      ? rsvpsAfter(old.rsvps, message.rsvp)
      : old.rsvps.filter((r) => r.userId !== message.userId);
    return { ...old, ...event, dishes: patchDishes(old.dishes), rsvps, restrictionSummary };
  });
  queryClient.setQueryData<DishView[]>(queryKeys.events.dishes(eventId), (old) => (old ? patchDishes(old) : old));
  // Who took a job is per reader: the jobs are read again (a job's change, or an answer that left Going and its jobs).
  // The pages of a long guest list read so far are read again when shown (the list's rows are not in the message).
  if (message.type === 'rsvp_updated' && message.guestList) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.events.guests(eventId), exact: true });
  }
  if (message.type === 'job_updated' || message.type === 'rsvp_updated') {
    void queryClient.invalidateQueries({ queryKey: [...queryKeys.events.detail(eventId), 'jobs'], exact: true });
  }
  // The message's insights and suggestions are in English (one text for every follower): another language asks
  // for its own.
  const locale = activeLocale();
  if (locale === 'en') {
    queryClient.setQueryData(queryKeys.events.insightsIn(eventId, 'en'), message.insights);
    queryClient.setQueryData(queryKeys.events.dishSuggestions(eventId), message.suggestions);
  } else {
    void queryClient.invalidateQueries({ queryKey: queryKeys.events.insightsIn(eventId, locale), exact: true });
    void queryClient.invalidateQueries({ queryKey: queryKeys.events.dishSuggestions(eventId), exact: true });
  }
  // Another language's insights, kept from before a change of language, are out of date too.
  void queryClient.invalidateQueries({
    queryKey: queryKeys.events.insights(eventId),
    predicate: (query) => query.queryKey[3] !== locale,
    refetchType: 'none',
  });
  for (const queryKey of eventLists()) {
    queryClient.setQueryData<EventSummary[]>(queryKey, (old) =>
      old?.map((item) => (item.id === eventId ? { ...item, ...event } : item)),
    );
    void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
  }
  return true;
}

function dishesAfter(dishes: DishView[], message: Change): DishView[] {
  switch (message.type) {
    case 'dish_added':
    case 'dish_updated': {
      const dish = message.dish;
      if (!dish) return dishes.filter((d) => d.id !== message.dishId);
      // This device's own dish, still pending here, is the same dish the server announces now.
      const rest = dishes.filter(
        (d) => !(d.id.startsWith(PENDING_PREFIX) && d.contributorId === dish.contributorId && d.name === dish.name),
      );
      if (!rest.some((d) => d.id === dish.id)) return [...rest, dish];
      return rest.map((d) => (d.id === dish.id ? dish : d));
    }
    case 'dish_deleted':
      return dishes.filter((d) => d.id !== message.dishId);
    case 'rsvp_updated':
      return message.removedDishIds.length ? dishes.filter((d) => !message.removedDishIds.includes(d.id)) : dishes;
    default:
      return dishes;
  }
}

/** Newest answer first, as the event page lists them. */
function rsvpsAfter(rsvps: RsvpView[], rsvp: RsvpView): RsvpView[] {
  return [rsvp, ...rsvps.filter((r) => r.id !== rsvp.id && r.userId !== rsvp.userId)];
}

/** A dashboard shows lists only: any change to one of its events makes them stale; refetch the visible ones. */
export function refreshDashboard(queryClient: QueryClient, message: ServerMessage): void {
  if (message.type === 'error') return;
  for (const queryKey of eventLists()) void queryClient.invalidateQueries({ queryKey, exact: true });
}
