import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';
import { toastRefusal } from '@/lib/refusal-toast';
import { t } from '@/lib/i18n';

export interface RemoveRsvpVariables {
  eventId: string;
  rsvpId: string;
  idempotencyKey: string;
}

export async function removeRsvp({ eventId, rsvpId, idempotencyKey }: RemoveRsvpVariables): Promise<undefined> {
  return apiJson<undefined>(
    'DELETE',
    `/api/events/${encodeURIComponent(eventId)}/rsvps/${encodeURIComponent(rsvpId)}`,
    undefined,
    { idempotencyKey },
  );
}

/**
 * Host tool: removes a guest's RSVP and their dishes (everyone's page follows live); the person stays out of the
 * event until let back in.
 */
export function useRemoveRsvp(eventId: string) {
  const queryClient = useQueryClient();
  // The key comes with the variables (made once per removal), so a retry after a lost answer sends the same one.
  return useMutation<undefined, Error, Omit<RemoveRsvpVariables, 'eventId'>>({
    mutationFn: (vars) => removeRsvp({ ...vars, eventId }),
    onSuccess: () =>
      toast({
        title: t('rsvp.removedDone'),
        description: t('rsvp.removedDoneText'),
      }),
    // A lost session is told once, by the route guards.
    onError: (error) => {
      toastRefusal(error, t('rsvp.removeFailed'), t('rsvp.removeFailedText'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.events.detail(eventId) }),
  });
}
