import { useQuery } from '@tanstack/react-query';
import type { PendingGuestMerge } from '@contracts/guest.contract';
import { getQueryFn } from '@/lib/api-client';

// Apart from the merge itself (api/guest-merge.ts): every signed-in screen asks, and the question's code loads only
// when the answer names a guest.
export const pendingMergeKey = ['/api/guest-merge'] as const;

/** The guest this device held before signing in to this account, if any (accounts only). */
export function usePendingGuestMerge(enabled: boolean) {
  return useQuery({
    queryKey: pendingMergeKey,
    queryFn: getQueryFn<PendingGuestMerge>({ on401: 'returnNull' }),
    enabled,
    retry: false,
    // Asked once per sign-in; never kept on the phone.
    staleTime: Infinity,
    meta: { persist: false },
  });
}
