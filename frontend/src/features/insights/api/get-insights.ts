import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventInsights } from '@contracts/insights.contract';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function getInsights(eventId: string): Promise<EventInsights | null> {
  return (await apiJson<EventInsights>('GET', `/api/events/${encodeURIComponent(eventId)}/insights`)) ?? null;
}

// The key sits under the event's key, so whatever refreshes the event (dish and RSVP changes, socket
// messages) refreshes the insights too.
export const insightsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.events.insights(eventId),
    queryFn: () => getInsights(eventId),
  });

/** Fetched once the event has loaded (a missing event has no insights to ask for). */
export function useInsights(eventId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...insightsQueryOptions(eventId), enabled });
}
