import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventSummary } from '@contracts/event.contract';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The event list is refetched every 10 s while signed in. */
export const EVENTS_REFETCH_INTERVAL_MS = 10_000;

// A plain fetch: the server sends an ETag with Cache-Control no-cache, so the browser revalidates each refetch
// with If-None-Match and an unchanged list comes back as a body-less 304.
export async function getEvents(): Promise<EventSummary[]> {
  return (await apiJson<EventSummary[]>('GET', '/api/events')) ?? [];
}

export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.events.all(),
    queryFn: getEvents,
    refetchInterval: EVENTS_REFETCH_INTERVAL_MS,
    retry: false,
  });

export function useEvents() {
  return useQuery(eventsQueryOptions());
}
