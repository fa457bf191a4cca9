import { useMutation, type QueryClient } from '@tanstack/react-query';
import { apiJson, serverMessage } from '@/lib/api-client';
import { reportRestoredChangeFailure } from '@/lib/failed-changes';
import { queryKeys } from '@/lib/query-keys';
import { t } from '@/lib/i18n';

export const deleteEventMutationKey = ['event', 'delete'] as const;

export interface DeleteEventVariables {
  eventId: string;
  /** For "Couldn't sync" only. */
  eventName?: string;
  idempotencyKey: string;
}

export async function deleteEvent({ eventId, idempotencyKey }: DeleteEventVariables): Promise<void> {
  await apiJson('DELETE', `/api/events/${encodeURIComponent(eventId)}`, undefined, { idempotencyKey });
}

export function registerDeleteEventDefaults(queryClient: QueryClient): void {
  queryClient.setMutationDefaults<void, Error, DeleteEventVariables>(deleteEventMutationKey, {
    mutationFn: deleteEvent,
    onSuccess: (_data, { eventId }) => {
      // Drop the event and everything under its key (dishes, insights) so nothing shows it again.
      queryClient.removeQueries({ queryKey: queryKeys.events.detail(eventId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.all(), exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.rsvpedEvents() });
    },
    // The menu shows its own refusal; a delete resumed after a reload has no menu any more.
    onError: reportRestoredChangeFailure((vars, error) => ({
      mutationKey: deleteEventMutationKey,
      eventId: vars.eventId,
      label: vars.eventName
        ? t('event.delete.changeLabel', { name: vars.eventName })
        : t('event.delete.changeLabelUnnamed'),
      fallback: t('event.delete.failedText'),
      shown: { title: t('event.delete.failed'), description: serverMessage(error) ?? t('event.delete.failedText') },
    })),
  });
}

export function useDeleteEvent() {
  return useMutation<void, Error, DeleteEventVariables>({ mutationKey: deleteEventMutationKey });
}
