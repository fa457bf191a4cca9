import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export async function deleteEvent(eventId: string): Promise<void> {
  await apiJson('DELETE', `/api/events/${encodeURIComponent(eventId)}`);
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_data, eventId) => {
      // Drop the event and everything under its key (dishes, insights) so nothing shows it again.
      queryClient.removeQueries({ queryKey: queryKeys.events.detail(eventId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.events.all(), exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.rsvpedEvents() });
    },
  });
}
