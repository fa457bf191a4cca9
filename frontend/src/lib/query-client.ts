import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getQueryFn, isSessionLost } from './api-client';
import { retryDelayQueuedChange, retryQueuedChange } from './pending-changes';
import { PERSIST_MAX_AGE_MS } from './query-persister';
import { queryKeys } from './query-keys';

/** The one 401 path (see below); calls made outside queries and mutations report their failures here too. */
export function forgetUserIfSessionLost(client: QueryClient, error: unknown): void {
  if (isSessionLost(error)) client.setQueryData(queryKeys.currentUser(), null);
}

// Data is never stale, no refetch on focus, no polling, no retries unless a query says so.
export function createQueryClient(): QueryClient {
  // The one 401 path: any read or change refused because the session is gone forgets the current user. The route
  // guards (app/guards.tsx) then apply the page's rule: 'Session Expired' and /login after 1 s on Home and
  // My RSVPs, 'Unauthorized' and sign-in again after 500 ms on other signed-in pages, nothing on public pages.
  // Screens and mutations do not toast a lost session themselves.
  const onError = (error: unknown) => forgetUserIfSessionLost(client, error);
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        // The cache is persisted for offline use: nothing may be collected before the stored copy expires.
        gcTime: PERSIST_MAX_AGE_MS,
      },
      mutations: {
        // Only what the network lost is retried (safe: every change carries an Idempotency-Key, and retries
        // pause while offline); an answer from the server, success or refusal, is never retried.
        retry: retryQueuedChange,
        retryDelay: retryDelayQueuedChange,
      },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
