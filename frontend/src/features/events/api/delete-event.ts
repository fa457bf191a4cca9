import { useMutation, type QueryClient } from '@tanstack/react-query';
import { apiJson, serverMessage } from '@/lib/api-client';
import { reportFailedChange } from '@/lib/failed-changes';
import { isRestoredChange } from '@/lib/query-persister';
import { queryKeys } from '@/lib/query-keys';

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
    onError: (error, vars, _r, context) => {
      if (!isRestoredChange(context.meta)) return;
      const fallback = 'Failed to delete event. Please try again.';
      reportFailedChange(
        {
          mutationKey: deleteEventMutationKey,
          variables: { ...vars },
          eventId: vars.eventId,
          label: `Delete event: ${vars.eventName ?? 'an event'}`,
          error,
          fallback,
        },
        { title: 'Delete Failed', description: serverMessage(error) ?? fallback },
      );
    },
  });
}

export function useDeleteEvent() {
  return useMutation<void, Error, DeleteEventVariables>({ mutationKey: deleteEventMutationKey });
}
