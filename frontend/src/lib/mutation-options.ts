/**
 * A change made now or not at all (a settings switch with its failure shown in place, a sign-in by link): never
 * retried, never kept to be resumed after a reload.
 */
export const NOW_OR_NEVER = { retry: false, meta: { persist: false } } as const;
