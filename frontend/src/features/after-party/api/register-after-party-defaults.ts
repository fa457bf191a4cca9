import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import type { SaveAfterDishVariables } from './after-party-mutation';

export const saveAfterDishMutationKey = ['after-party', 'dish'] as const;

/**
 * A dish's note or container mark is a guest's change: it can wait in the offline queue and is resumed with these
 * defaults after a reload. The app shell registers them at start-up; their code loads when a change is first made.
 */
export function registerAfterPartyDefaults(queryClient: QueryClient): void {
  const load = () => import('./after-party-mutation');
  queryClient.setMutationDefaults(saveAfterDishMutationKey, {
    mutationFn: async (vars: SaveAfterDishVariables) => (await load()).saveAfterDish(vars),
    onMutate: async (vars: SaveAfterDishVariables) => (await load()).showChange(queryClient, vars),
    onSuccess: async (view: unknown, vars: SaveAfterDishVariables) => (await load()).saved(queryClient, view, vars),
    onError: async () => (await load()).refused(),
    onSettled: (_v: unknown, _e: unknown, vars: SaveAfterDishVariables) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.events.detail(vars.eventId) }),
  });
}
