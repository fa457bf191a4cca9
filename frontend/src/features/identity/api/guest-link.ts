import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestIdentitySummary } from '@contracts/guest.contract';
import type { User } from '@contracts/user.rules';
import { apiJson } from '@/lib/api-client';
import { setSignedInUser } from '@/lib/auth';
import { queryKeys } from '@/lib/query-keys';
import { clearPersistedCache } from '@/lib/query-persister';
import { clearAppStorage } from '@/lib/storage';
import { NOW_OR_NEVER } from '@/lib/mutation-options';

/** A personal link's secret: 43 URL-safe characters, in the fragment of /guest-link#… (never sent to a server). */
export const GUEST_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

interface TokenVariables {
  token: string;
  idempotencyKey: string;
}

/** POST /api/guest-link/preview: whose link this is. A POST so the secret travels in the body, not a URL. */
export async function previewGuestLink({ token, idempotencyKey }: TokenVariables) {
  return apiJson<GuestIdentitySummary>('POST', '/api/guest-link/preview', { token }, { idempotencyKey });
}

/** POST /api/guest-link/sign-in: this device becomes the link's guest (refused when signed in as someone else). */
export async function signInWithGuestLink({ token, idempotencyKey }: TokenVariables) {
  return apiJson<User>('POST', '/api/guest-link/sign-in', { token }, { idempotencyKey });
}

/** POST /api/auth/logout, for "Sign out and continue as …". */
export async function signOutForGuestLink({ idempotencyKey }: { idempotencyKey: string }) {
  await apiJson('POST', '/api/auth/logout', undefined, { idempotencyKey });
}

// None of these is a queued change: they happen now or not at all, and the secret is never stored.

export function useGuestLinkPreview() {
  return useMutation<GuestIdentitySummary | undefined, Error, TokenVariables>({
    mutationFn: previewGuestLink,
    ...NOW_OR_NEVER,
  });
}

/**
 * Signs in with the link; with `signOutFirst`, the account this device holds is signed out first (the explicit
 * "Sign out and continue as …"), and everything cached for it is forgotten.
 */
export function useSignInWithGuestLink() {
  const queryClient = useQueryClient();
  return useMutation<User | undefined, Error, TokenVariables & { signOutFirst: boolean; signOutKey: string }>({
    mutationFn: async ({ token, idempotencyKey, signOutFirst, signOutKey }) => {
      if (signOutFirst) {
        await signOutForGuestLink({ idempotencyKey: signOutKey });
        await clearPersistedCache(queryClient);
        clearAppStorage();
      }
      return signInWithGuestLink({ token, idempotencyKey });
    },
    ...NOW_OR_NEVER,
    onSuccess: async (user) => {
      if (!user) return;
      await setSignedInUser(queryClient, user);
      await queryClient.invalidateQueries({ queryKey: queryKeys.events.all() });
    },
  });
}
