import type { ServerMessage } from '@contracts/realtime.contract';
import { queryKeys } from './query-keys';

/** The page that follows live updates: the event page, its dish sign-up page, or a dashboard (home, My RSVPs). */
export type LivePage = { kind: 'event'; eventId: string } | { kind: 'dishes'; eventId: string } | { kind: 'dashboard' };

type Key = readonly unknown[];

const eventLists = (): Key[] => [queryKeys.events.all(), queryKeys.rsvpedEvents()];

/**
 * What a socket message refreshes on each page, as exact keys (a key prefix would also refetch the
 * suggestions and invite message). `joined` after a reconnect refetches what may have changed meanwhile.
 */
export function queriesToRefresh(page: LivePage, message: ServerMessage): Key[] {
  const isDish = message.type === 'dish_added' || message.type === 'dish_updated' || message.type === 'dish_deleted';
  const isEventChange = message.type === 'event_updated' || message.type === 'event_deleted';
  if (page.kind === 'dashboard') return isDish || isEventChange || message.type === 'joined' ? eventLists() : [];

  const { eventId } = page;
  if (message.type !== 'joined' && message.type !== 'error' && message.eventId !== eventId) return [];
  const detail = queryKeys.events.detail(eventId);
  const dishes = queryKeys.events.dishes(eventId);
  const insights = queryKeys.events.insights(eventId);
  // A deleted event would only answer 404 (and its host is already leaving the page): refresh the lists only.
  if (message.type === 'event_deleted') return eventLists();
  if (isEventChange) return [detail, ...eventLists()];
  if (page.kind === 'event') {
    if (isDish || message.type === 'joined') return [detail, dishes, insights];
    if (message.type === 'rsvp_updated') return [detail, insights];
    return [];
  }
  // The dish page's AI Suggestions drop what someone has just signed up.
  return isDish || message.type === 'joined' ? [dishes, detail, queryKeys.events.dishSuggestions(eventId)] : [];
}
