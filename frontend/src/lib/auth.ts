import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '@contracts/user.rules';
import { getQueryFn } from './api-client';
import { queryKeys } from './query-keys';

// The current user is read by every feature (host checks, greetings), so it lives in lib/, not in a feature.

const FIVE_MINUTES = 5 * 60 * 1000;

export const getCurrentUser = getQueryFn<User>({ on401: 'returnNull' });

/** Cached 5 minutes, not retried, refetched on window focus; a 401 means "signed out" (null). */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.currentUser(),
    queryFn: getCurrentUser,
    staleTime: FIVE_MINUTES,
    // No gcTime here: the client default (≥ the persisted cache's maxAge) keeps the user available offline.
    retry: false,
    refetchOnWindowFocus: true,
  });

/**
 * This device is now signed in as `user` (a guest's answer, a personal link). A lookup of the current user still on
 * its way (one resumed with the signal, or a refetch on focus) was asked before the session cookie existed: its
 * "signed out" would land after this and sign the device out on screen, so it is cancelled first.
 */
export async function setSignedInUser(queryClient: QueryClient, user: User): Promise<void> {
  await queryClient.cancelQueries({ queryKey: queryKeys.currentUser(), exact: true });
  queryClient.setQueryData<User | null>(queryKeys.currentUser(), user);
}

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out' | 'unreachable';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
  retry: () => void;
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/** The sign-in state the router and layouts switch on. */
export function useAuth(): AuthState {
  const query = useCurrentUser();
  const user = query.data ?? null;
  const retry = () => void query.refetch();
  if (user) return { status: 'signed-in', user, retry };
  if (query.isSuccess) return { status: 'signed-out', user: null, retry };
  // Offline (paused) or a failed lookup with nothing cached: say so instead of guessing.
  if (query.isError || query.fetchStatus === 'paused') return { status: 'unreachable', user: null, retry };
  return { status: 'loading', user: null, retry };
}
