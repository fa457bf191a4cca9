import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventInsights } from '@contracts/insights.contract';
import { apiJson } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';

export async function getInsights(eventId: string): Promise<EventInsights | null> {
  return (await apiJson<EventInsights>('GET', `/api/events/${encodeURIComponent(eventId)}/insights`)) ?? null;
}

// The key sits under the event's key, so whatever refreshes the event (dish and RSVP changes, socket
// messages) refreshes the insights too. Its last segment is the language the text is in.
export const insightsQueryOptions = (eventId: string, locale: string) =>
  queryOptions({
    queryKey: queryKeys.events.insightsIn(eventId, locale),
    queryFn: () => getInsights(eventId),
  });

/** Fetched once the event has loaded (a missing event has no insights to ask for). */
export function useInsights(eventId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const locale = useLocale();
  return useQuery({ ...insightsQueryOptions(eventId, locale), enabled });
}
