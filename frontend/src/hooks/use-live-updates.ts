import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { liveSocket, type LiveStatus } from '@/lib/live-socket';
import { queriesToRefresh, type LivePage } from '@/lib/live-refresh';

/** Follows live updates for this page while it is mounted and refetches what each message changes. */
export function useLiveUpdates(page: LivePage): LiveStatus {
  const queryClient = useQueryClient();
  const eventId = page.kind === 'dashboard' ? null : page.eventId;
  const kind = page.kind;

  useEffect(() => {
    const current: LivePage = eventId === null ? { kind: 'dashboard' } : { kind: kind as 'event' | 'dishes', eventId };
    const join = eventId === null ? ({ type: 'join_dashboard' } as const) : ({ type: 'join_event', eventId } as const);
    let firstJoin = true;
    return liveSocket.follow(join, (message) => {
      // The first join needs no refetch: the page has just loaded its data.
      if (message.type === 'joined' && firstJoin) {
        firstJoin = false;
        return;
      }
      for (const queryKey of queriesToRefresh(current, message)) {
        void queryClient.invalidateQueries({ queryKey, exact: true });
      }
    });
  }, [queryClient, kind, eventId]);

  return useSyncExternalStore(liveSocket.subscribeStatus, liveSocket.getStatus, () => 'idle' as const);
}
