import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountDeletionData } from '@contracts/account.contract';
import type { AccountDeletionPlan } from '@contracts/responses.contract';
import { apiJson, newChangeKey } from '@/lib/api-client';
import { ACCOUNT_DELETED_ID, hardNavigate } from '@/lib/navigation';
import { queryKeys } from '@/lib/query-keys';
import { clearPersistedCache } from '@/lib/query-persister';
import { clearAppStorage } from '@/lib/storage';
import { disablePush } from './push-subscription';

/**
 * Where the app lands once the account is gone: the welcome screen, which says so. The fragment shows its notice; the
 * query makes it a page load of its own even from the home screen (a fragment alone would only scroll `/`).
 */
export const ACCOUNT_DELETED_URL = `/?${ACCOUNT_DELETED_ID}#${ACCOUNT_DELETED_ID}`;

/** GET /api/account/deletion: the events the person hosts, each with the co-hosts it may be handed to. */
export function useAccountDeletionPlan() {
  return useQuery({
    queryKey: queryKeys.accountDeletion(),
    queryFn: async () => (await apiJson<AccountDeletionPlan>('GET', '/api/account/deletion')) ?? { hostedEvents: [] },
    // The choices must match the events as they are now.
    staleTime: 0,
  });
}

/**
 * POST /api/account/delete (204). Never queued: deleting is now or not at all. On success this browser forgets
 * everything of the person and lands on the welcome screen.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'delete'],
    retry: false,
    meta: { persist: false },
    mutationFn: async (input: AccountDeletionData) => {
      // This browser stops getting pushes first (best effort): the server deletes the subscriptions too.
      await disablePush().catch(() => undefined);
      await apiJson('POST', '/api/account/delete', input, { idempotencyKey: newChangeKey() });
    },
    onSuccess: async () => {
      await clearPersistedCache(queryClient);
      clearAppStorage();
      hardNavigate(ACCOUNT_DELETED_URL);
    },
  });
}
