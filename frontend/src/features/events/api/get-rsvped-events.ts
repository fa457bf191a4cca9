import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventSummary } from '@contracts/event.contract';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getRsvpedEvents(): Promise<EventSummary[]> {
  return (await apiJson<EventSummary[]>('GET', '/api/dashboard/rsvped-events')) ?? [];
}

export const rsvpedEventsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.rsvpedEvents(), queryFn: getRsvpedEvents, retry: false });

export function useRsvpedEvents() {
  return useQuery(rsvpedEventsQueryOptions());
}
