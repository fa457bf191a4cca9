import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, serverMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';

/** Host tool: removes a guest's RSVP and their dishes (everyone's page follows live). */
export function useRemoveRsvp(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation<undefined, Error, { rsvpId: string }>({
    mutationFn: ({ rsvpId }) =>
      apiJson<undefined>(
        'DELETE',
        `/api/events/${encodeURIComponent(eventId)}/rsvps/${encodeURIComponent(rsvpId)}`,
        undefined,
        { idempotencyKey: crypto.randomUUID() },
      ),
    onSuccess: () => toast({ title: 'Guest removed', description: 'Their RSVP and dishes are no longer listed.' }),
    onError: (error) =>
      toast({
        title: 'Remove failed',
        description: serverMessage(error) ?? 'Failed to remove the guest. Please try again.',
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.events.detail(eventId) }),
  });
}
