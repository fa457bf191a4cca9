import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import type { SaveDishKitchenVariables } from './kitchen-mutation';

export const saveDishKitchenMutationKey = ['kitchen', 'dish'] as const;

/**
 * A dish's needs are a guest's change: it can wait in the offline queue and is resumed with these defaults after a
 * reload. The app shell registers them at start-up; their code loads when a change is first made or resumed.
 */
export function registerKitchenDefaults(queryClient: QueryClient): void {
  const load = () => import('./kitchen-mutation');
  queryClient.setMutationDefaults(saveDishKitchenMutationKey, {
    mutationFn: async (vars: SaveDishKitchenVariables) => (await load()).saveDishKitchen(vars),
    onMutate: async (vars: SaveDishKitchenVariables) => (await load()).showInPlan(queryClient, vars),
    onSuccess: async (plan: unknown, vars: SaveDishKitchenVariables) => (await load()).saved(queryClient, plan, vars),
    onError: async (error: unknown) => (await load()).refused(error),
    onSettled: (_p: unknown, _e: unknown, vars: SaveDishKitchenVariables) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.events.detail(vars.eventId) }),
  });
}
