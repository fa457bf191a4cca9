import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDetail } from '@contracts/event.contract';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getEvent(eventId: string): Promise<EventDetail | null> {
  return (await apiJson<EventDetail>('GET', `/api/events/${encodeURIComponent(eventId)}`)) ?? null;
}

export const eventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.events.detail(eventId),
    queryFn: () => getEvent(eventId),
    retry: false,
  });

export function useEvent(eventId: string) {
  return useQuery(eventQueryOptions(eventId));
}
