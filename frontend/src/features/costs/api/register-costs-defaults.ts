import type { QueryClient } from '@tanstack/react-query';
import type { CostsView } from '@contracts/cost.contract';
import { queryKeys } from '@/lib/query-keys';

export const markShareMutationKey = ['costs', 'my-share'] as const;

/** Plain JSON only: a share marked paid without signal is persisted with the cache and sent once back online. */
export interface MarkShareVariables {
  eventId: string;
  paid: boolean;
  /** The share the household saw when it paid. */
  paidMinor: number;
  /** Made once per change, so a replay after reconnecting is applied once. */
  idempotencyKey: string;
}

type Context = { previous?: CostsView | null };

/**
 * A share marked paid is a household's change: it can wait in the offline queue and is resumed with these defaults
 * after a reload. The app shell registers them at start-up; their code loads when a change is first made or resumed.
 */
export function registerCostsDefaults(queryClient: QueryClient): void {
  const load = () => import('./costs-mutation');
  queryClient.setMutationDefaults<CostsView | undefined, Error, MarkShareVariables, Context>(markShareMutationKey, {
    mutationFn: async (vars) => (await load()).markShare(vars),
    onMutate: async (vars) => (await load()).showMarked(queryClient, vars),
    onSuccess: async (view, vars) => (await load()).marked(queryClient, view, vars),
    onError: async (error, vars, context) => (await load()).refused(queryClient, error, vars, context),
    onSettled: (_data, _error, vars) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.events.costs(vars.eventId) }),
  });
}
