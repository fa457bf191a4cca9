import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicEvent } from '@contracts/event.contract';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/public/events/{id}: what anyone with the link may see, signed in or not (null: no such event). */
export async function getPublicEvent(eventId: string, signal?: AbortSignal): Promise<PublicEvent | null> {
  return (
    (await apiJson<PublicEvent>('GET', `/api/public/events/${encodeURIComponent(eventId)}`, undefined, { signal })) ??
    null
  );
}

export const publicEventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.publicEvent(eventId),
    queryFn: ({ signal }) => getPublicEvent(eventId, signal),
  });

export function usePublicEvent(eventId: string) {
  return useQuery(publicEventQueryOptions(eventId));
}
