import { useMutation, type QueryClient } from '@tanstack/react-query';
import { apiJson, serverMessage } from '@/lib/api-client';
import { reportRestoredChangeFailure } from '@/lib/failed-changes';
import { queryKeys } from '@/lib/query-keys';

export const deleteEventMutationKey = ['event', 'delete'] as const;
const DELETE_FAILED = 'Failed to delete event. Please try again.';

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
      label: `Delete event: ${vars.eventName ?? 'an event'}`,
      fallback: DELETE_FAILED,
      shown: { title: 'Delete Failed', description: serverMessage(error) ?? DELETE_FAILED },
    })),
  });
}

export function useDeleteEvent() {
  return useMutation<void, Error, DeleteEventVariables>({ mutationKey: deleteEventMutationKey });
}
