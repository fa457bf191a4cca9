import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RemovedGuest } from '@contracts/rsvp.contract';
import { apiJson, isSessionLost, serverMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';

const removalsUrl = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/removals`;

/** GET /api/events/{id}/removals: who the host or a co-host removed (host and co-hosts only). */
export async function getRemovals(eventId: string): Promise<RemovedGuest[]> {
  return (await apiJson<RemovedGuest[]>('GET', removalsUrl(eventId))) ?? [];
}

/**
 * The removed people, for managers. Read again when the number of answers changes (a removal by another manager
 * arrives live as one answer fewer; other live changes, such as dishes, are patched in without any request), and
 * with everything under the event when it is invalidated (after this page removes someone or lets them back in).
 */
export function useRemovals(eventId: string, answers: number, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.events.detail(eventId), 'removals', answers],
    queryFn: () => getRemovals(eventId),
    enabled: enabled && eventId !== '',
    // One entry per count: older ones are of no use once a newer one answered.
    gcTime: 60_000,
    placeholderData: (previous) => previous,
  });
}

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
      if (isSessionLost(error)) return;
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to let them back in. Please try again.',
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.events.detail(eventId) }),
  });
}
