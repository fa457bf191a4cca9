import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestMergeResult, PendingGuestMerge } from '@contracts/guest.contract';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { pendingMergeKey } from './pending-guest-merge';
import { NOW_OR_NEVER } from '@/lib/mutation-options';

/** POST /api/guest-merge: moves the named guest's RSVPs and dishes into the account. */
export async function confirmGuestMerge({ guestId, idempotencyKey }: { guestId: string; idempotencyKey: string }) {
  return apiJson<GuestMergeResult>('POST', '/api/guest-merge', { guestId }, { idempotencyKey });
}

/** POST /api/guest-merge/dismiss: "Keep separate" — nothing moves, the offer ends. */
export async function dismissGuestMerge({ idempotencyKey }: { idempotencyKey: string }) {
  await apiJson('POST', '/api/guest-merge/dismiss', undefined, { idempotencyKey });
}

export function useConfirmGuestMerge() {
  const queryClient = useQueryClient();
  return useMutation<GuestMergeResult | undefined, Error, { guestId: string; idempotencyKey: string }>({
    mutationFn: confirmGuestMerge,
    ...NOW_OR_NEVER,
    onSuccess: async () => {
      queryClient.setQueryData<PendingGuestMerge>(pendingMergeKey, { pending: null });
      // Everything the guest answered is now the account's: every list and event may show it.
      await queryClient.invalidateQueries({ queryKey: queryKeys.events.all() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.rsvpedEvents() });
    },
  });
}

export function useDismissGuestMerge() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, { idempotencyKey: string }>({
    mutationFn: dismissGuestMerge,
    ...NOW_OR_NEVER,
    onSuccess: () => queryClient.setQueryData<PendingGuestMerge>(pendingMergeKey, { pending: null }),
  });
}
