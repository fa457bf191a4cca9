import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { EventSequence, refreshDashboard, type LivePage } from './live-patch';
import { liveSocket, type LiveStatus } from './live-socket';
import { announcePromotion } from './promotion';
import { queryKeys } from '@/lib/query-keys';

/**
 * Follows live updates for this page while it is mounted. On an event page each message is written into the cached
 * queries (no refetch); a missed message makes the page refetch once. Dashboards refresh their lists.
 */
export function useLiveUpdates(page: LivePage): LiveStatus {
  const queryClient = useQueryClient();
  const eventId = page.kind === 'dashboard' ? null : page.eventId;

  useEffect(() => {
    if (eventId === null) {
      let firstJoin = true;
      return liveSocket.follow({ type: 'join_dashboard' }, (message) => {
        // The first join needs no refetch: the page has just loaded its data.
        if (message.type === 'joined' && firstJoin) {
          firstJoin = false;
          return;
        }
        refreshDashboard(queryClient, message);
      });
    }
    const sequence = new EventSequence(queryClient, eventId);
    let joins = 0;
    // A refused join: the event is gone for this person (deleted, or they were removed from it). The page reads it
    // again and shows what the server says (Event not found) instead of a frozen copy.
    const onRefused = (refusal: { code: string; eventId?: string | null }) => {
      if (refusal.code === 'EVENT_NOT_FOUND' && refusal.eventId === eventId)
        void queryClient.invalidateQueries({ queryKey: queryKeys.events.detail(eventId) });
    };
    return liveSocket.follow(
      { type: 'join_event', eventId },
      (message) => {
        if ((message.type === 'rsvp_updated' || message.type === 'rsvp_promoted') && message.eventId === eventId)
          // An answer changed: a door screen open on this phone reads its list of going households again.
          void queryClient.invalidateQueries({ queryKey: queryKeys.events.door(eventId), refetchType: 'active' });
        if (message.type === 'rsvp_promoted') {
          // Same version as the change that freed the place; other guests' rows are not in that message: refetch.
          if (message.eventId === eventId) announcePromotion(queryClient, message.eventId, message.userId);
          return;
        }
        if (message.type === 'costs_updated') {
          // Costs carry no state on the socket either: each reader sees its own share.
          if (message.eventId === eventId)
            void queryClient.invalidateQueries({ queryKey: queryKeys.events.costs(eventId) });
          return;
        }
        if (message.type === 'check_ins_updated') {
          // The door's counts: the door screen reads its list again (this phone's own check-ins stay laid over it).
          if (message.eventId === eventId)
            void queryClient.invalidateQueries({ queryKey: queryKeys.events.door(eventId) });
          return;
        }
        if (message.type === 'talk_updated' || message.type === 'question_updated') {
          // The conversation carries no state on the socket: read it again with this person's rights.
          if (message.eventId === eventId)
            void queryClient.invalidateQueries({ queryKey: queryKeys.events.conversation(eventId) });
          return;
        }
        if (message.type === 'joined') {
          // Joined again after a reconnect: what carries no version may have changed meanwhile (see below).
          if (joins++ > 0) refreshUnversioned(queryClient, eventId);
          sequence.joined(message.seq);
        } else if (message.type !== 'error' && message.eventId === eventId && 'seq' in message)
          sequence.receive(message);
        else if (message.type === 'event_deleted' && message.eventId === eventId) {
          // A deleted event would only answer 404 (and its host is already leaving the page): the lists go stale.
          refreshDashboard(queryClient, message);
        }
      },
      onRefused,
    );
  }, [queryClient, eventId]);

  return useSyncExternalStore(liveSocket.subscribeStatus, liveSocket.getStatus, () => 'idle' as const);
}

/**
 * The door's counts, the costs and the conversation change without the event's version (their messages carry no
 * `seq`): a message about them missed while the socket was away leaves no gap to see, so after every reconnect the
 * screens showing them read them again.
 */
function refreshUnversioned(queryClient: QueryClient, eventId: string): void {
  for (const queryKey of [
    queryKeys.events.door(eventId),
    queryKeys.events.costs(eventId),
    queryKeys.events.conversation(eventId),
  ])
    void queryClient.invalidateQueries({ queryKey, refetchType: 'active' });
}
