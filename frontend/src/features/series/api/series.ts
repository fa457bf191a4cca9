import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SeriesView } from '@contracts/series.contract';
import { ApiError, apiJson, newChangeKey } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const seriesKey = (eventId: string) => [...queryKeys.events.detail(eventId), 'series'] as const;

/** The event's series, or null when it does not repeat (404 NOT_IN_SERIES). */
export async function getSeries(eventId: string): Promise<SeriesView | null> {
  try {
    return (await apiJson<SeriesView>('GET', `/api/events/${encodeURIComponent(eventId)}/series`)) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useSeries(eventId: string) {
  return useQuery({ queryKey: seriesKey(eventId), queryFn: () => getSeries(eventId), retry: false });
}

/** Online only: the occurrences are created by the server. */
export function useCreateSeries(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation<SeriesView | undefined, Error, 'weekly' | 'biweekly' | 'monthly'>({
    mutationFn: (frequency) =>
      apiJson<SeriesView>(
        'POST',
        `/api/events/${encodeURIComponent(eventId)}/series`,
        { frequency },
        {
          idempotencyKey: newChangeKey(),
        },
      ),
    onSuccess: (view) => {
      if (view) queryClient.setQueryData(seriesKey(eventId), view);
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.all(), exact: true });
    },
  });
}

export function useCancelOccurrence(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, void>({
    mutationFn: () =>
      apiJson('POST', `/api/events/${encodeURIComponent(eventId)}/series/cancel`, undefined, {
        idempotencyKey: newChangeKey(),
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.all(), exact: true });
    },
  });
}
