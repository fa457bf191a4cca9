import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

// Spec §7: data is never stale, no refetch on focus, no polling, no retries unless a query says so.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
