import { useMutation, type QueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const deleteEventMutationKey = ['event', 'delete'] as const;

export interface DeleteEventVariables {
  eventId: string;
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
  });
}

export function useDeleteEvent() {
  return useMutation<void, Error, DeleteEventVariables>({ mutationKey: deleteEventMutationKey });
}
