import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';
import { removalsUrl } from './removals';
import { toastRefusal } from '@/lib/refusal-toast';
import { t } from '@/lib/i18n';

// Apart from the list's query (api/removals.ts): only a host or co-host with someone removed loads this.

export interface LetBackInVariables {
  userId: string;
  name: string;
  idempotencyKey: string;
}

/** Host and co-hosts: a removed person may open the event and RSVP again. */
export function useLetBackIn(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation<undefined, Error, LetBackInVariables>({
    mutationFn: ({ userId, idempotencyKey }) =>
      apiJson<undefined>('DELETE', `${removalsUrl(eventId)}/${encodeURIComponent(userId)}`, undefined, {
        idempotencyKey,
      }),
    onSuccess: (_d, { name }) =>
      toast({ title: t('rsvp.removed.letBackIn'), description: t('rsvp.letBackInDone', { name }) }),
    // A lost session is told once, by the route guards.
    onError: (error) => {
      toastRefusal(error, t('common.error'), t('rsvp.letBackInFailed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.events.detail(eventId) }),
  });
}
