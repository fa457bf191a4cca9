import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, isSessionLost, serverMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';
import { t } from '@/lib/i18n';

const guestUrl = (eventId: string, path: string, userId: string) =>
  `/api/events/${encodeURIComponent(eventId)}/${path}/${encodeURIComponent(userId)}`;

/** Host and co-hosts: give a waitlisted guest a place by hand. */
export async function promoteGuest(vars: { eventId: string; userId: string; idempotencyKey: string }): Promise<void> {
  await apiJson('POST', `${guestUrl(vars.eventId, 'waitlist', vars.userId)}/promote`, undefined, {
    idempotencyKey: vars.idempotencyKey,
  });
}

/** Host only: make a guest co-host or take the role back. */
export async function setCoHost(vars: {
  eventId: string;
  userId: string;
  coHost: boolean;
  idempotencyKey: string;
}): Promise<void> {
  await apiJson(
    'PUT',
    guestUrl(vars.eventId, 'co-hosts', vars.userId),
    { coHost: vars.coHost },
    {
      idempotencyKey: vars.idempotencyKey,
    },
  );
}

function useGuestMutation<V extends { eventId: string }>(fn: (vars: V) => Promise<void>, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // A lost session is told once, by the route guards.
    onError: (error) => {
      if (!isSessionLost(error))
        toast({ title: t('common.error'), description: serverMessage(error) ?? failure, variant: 'destructive' });
    },
    onSettled: (_d, _e, vars) => queryClient.invalidateQueries({ queryKey: queryKeys.events.detail(vars.eventId) }),
  });
}

export const usePromoteGuest = () => useGuestMutation(promoteGuest, t('rsvp.promoteFailed'));
export const useSetCoHost = () => useGuestMutation(setCoHost, t('rsvp.coHostFailed'));
