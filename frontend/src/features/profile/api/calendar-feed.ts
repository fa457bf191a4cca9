import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedLink, CalendarFeedStatus } from '@contracts/calendar.contract';
import { apiJson, newChangeKey } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { NOW_OR_NEVER } from '@/lib/mutation-options';

/** GET /api/calendar-feed: whether a private feed link is live (the link itself is shown only when made). */
export async function getCalendarFeed(): Promise<CalendarFeedStatus | null> {
  return (await apiJson<CalendarFeedStatus>('GET', '/api/calendar-feed')) ?? null;
}

export function useCalendarFeed() {
  return useQuery({ queryKey: queryKeys.calendarFeed(), queryFn: getCalendarFeed });
}

/** POST /api/calendar-feed: a new private link; an older one stops working. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['calendar-feed', 'create'],
    // A settings switch is used online, with its failure shown in place.
    ...NOW_OR_NEVER,
    mutationFn: () =>
      apiJson<CalendarFeedLink>('POST', '/api/calendar-feed', undefined, { idempotencyKey: newChangeKey() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.calendarFeed() }),
  });
}

/** DELETE /api/calendar-feed: calendars subscribed to the link stop getting updates. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['calendar-feed', 'revoke'],
    // A settings switch is used online, with its failure shown in place.
    ...NOW_OR_NEVER,
    mutationFn: () => apiJson<void>('DELETE', '/api/calendar-feed', undefined, { idempotencyKey: newChangeKey() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.calendarFeed() }),
  });
}
