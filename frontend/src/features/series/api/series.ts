import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SeriesOfEvent, SeriesView } from '@contracts/series.contract';
import { apiJson, newChangeKey } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const seriesKey = (eventId: string) => [...queryKeys.events.detail(eventId), 'series'] as const;

/** The event's series, or null when it does not repeat. */
export async function getSeries(eventId: string): Promise<SeriesView | null> {
  const answer = await apiJson<SeriesOfEvent>('GET', `/api/events/${encodeURIComponent(eventId)}/series`);
  return answer?.series ?? null;
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
