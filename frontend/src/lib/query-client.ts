import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';
import { retryDelayQueuedChange, retryQueuedChange } from './pending-changes';
import { PERSIST_MAX_AGE_MS } from './query-persister';

// Data is never stale, no refetch on focus, no polling, no retries unless a query says so.
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}

export const queryClient = createQueryClient();
