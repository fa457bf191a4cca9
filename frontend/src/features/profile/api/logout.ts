import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { hardNavigate } from '@/lib/navigation';
import { clearPersistedCache } from '@/lib/query-persister';
import { clearAppStorage } from '@/lib/storage';
import { disablePush } from './push-subscription';

export const logoutMutationKey = ['auth', 'logout'] as const;

/** POST /api/auth/logout (204). This browser stops getting the user's pushes first (best effort). */
export async function logout({ idempotencyKey }: { idempotencyKey: string }): Promise<void> {
  await disablePush().catch(() => undefined);
  await apiJson('POST', '/api/auth/logout', undefined, { idempotencyKey });
}

/** On success forget everything cached for this user and reload the app at /. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: logoutMutationKey,
    mutationFn: logout,
    // Not a queued change: a failed sign-out is reported at once (the client default retries lost requests).
    retry: false,
    // Never kept for a later replay: signing out is now or not at all.
    meta: { persist: false },
    onSuccess: async () => {
      // The next person to use this phone sees nothing of this user: cached reads, queued changes, stored copy.
      await clearPersistedCache(queryClient);
      clearAppStorage();
      hardNavigate('/');
    },
  });
}
