import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkInvitationInput, BulkInvitationResult } from '@contracts/invitation.contract';
import { apiJson, newChangeKey } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Checks a list of names and addresses (`send` false) or invites those that pass. Not queued offline: the host
 * looks at the answer. A send carries one key, so a retry after a lost answer invites nobody twice (and the server
 * refuses an address already invited anyway).
 */
export function useInviteList(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BulkInvitationInput & { idempotencyKey?: string }) => {
      const { idempotencyKey = newChangeKey(), ...rest } = body;
      const result = await apiJson<BulkInvitationResult>(
        'POST',
        `/api/events/${encodeURIComponent(eventId)}/invitations/bulk`,
        rest,
        { idempotencyKey },
      );
      if (!result) throw new Error('The server sent no answer');
      return result;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.events.invitations(eventId) }),
  });
}
