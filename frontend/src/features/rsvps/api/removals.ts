import { useQuery } from '@tanstack/react-query';
import type { RemovedGuest } from '@contracts/rsvp.contract';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const removalsUrl = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/removals`;

/** GET /api/events/{id}/removals: who the host or a co-host removed (host and co-hosts only). */
export async function getRemovals(eventId: string): Promise<RemovedGuest[]> {
  return (await apiJson<RemovedGuest[]>('GET', removalsUrl(eventId))) ?? [];
}

/**
 * The removed people, for managers. Read again when the number of answers changes (a removal by another manager
 * arrives live as one answer fewer; other live changes, such as dishes, are patched in without any request), and
 * with everything under the event when it is invalidated (after this page removes someone or lets them back in).
 */
export function useRemovals(eventId: string, answers: number, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.events.detail(eventId), 'removals', answers],
    queryFn: () => getRemovals(eventId),
    enabled: enabled && eventId !== '',
    // One entry per count: older ones are of no use once a newer one answered.
    gcTime: 60_000,
    placeholderData: (previous) => previous,
  });
}
