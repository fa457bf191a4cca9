import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';
import { removalsUrl } from './removals';
import { toastRefusal } from '@/lib/refusal-toast';

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
    onSuccess: (_d, { name }) => toast({ title: 'Let back in', description: `${name} can open this event again.` }),
    // A lost session is told once, by the route guards.
    onError: (error) => {
      toastRefusal(error, 'Error', 'Failed to let them back in. Please try again.');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.events.detail(eventId) }),
  });
}
