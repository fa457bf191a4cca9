import { useMutation, type MutationKey, type QueryClient } from '@tanstack/react-query';
import type { DishView } from '@contracts/dish.contract';
import type { RequestOptions } from '@/lib/api-client';
import { toast, type ToastInput } from '@/lib/toast-store';
import { patchDishCaches, refreshAfterDishChange, snapshotDishCaches, type DishCacheSnapshot } from './dish-cache';

/** Plain JSON: persisted while offline and replayed once with the same Idempotency-Key. */
export interface DishChangeVariables {
  eventId: string;
  idempotencyKey: string;
}

/**
 * One dish change (add, edit, remove) as the offline queue replays it: sent with the change's Idempotency-Key, the
 * event's dish lists changed at once (`patch` is asked once per change, for the edit to apply to every list), a toast
 * when done, the lists refreshed after, and `refused` to put things back and tell why.
 */
export function setDishChangeDefaults<V extends DishChangeVariables, R>(
  queryClient: QueryClient,
  mutationKey: MutationKey,
  change: {
    send: (vars: V, options: RequestOptions) => Promise<R>;
    patch: (vars: V) => (dishes: DishView[]) => DishView[];
    done: (vars: V) => ToastInput;
    refused: (error: Error, vars: V, snapshot: DishCacheSnapshot | undefined) => void;
  },
): void {
  queryClient.setMutationDefaults(mutationKey, {
    mutationFn: (vars: V) => change.send(vars, { idempotencyKey: vars.idempotencyKey }),
    onMutate: async (vars: V): Promise<DishCacheSnapshot> => {
      const snapshot = await snapshotDishCaches(queryClient, vars.eventId);
      patchDishCaches(queryClient, vars.eventId, change.patch(vars));
      return snapshot;
    },
    onSuccess: (_result: R, vars: V) => {
      toast(change.done(vars));
    },
    onError: (error: Error, vars: V, snapshot: DishCacheSnapshot | undefined) => change.refused(error, vars, snapshot),
    onSettled: () => refreshAfterDishChange(queryClient),
  });
}

/** A dish change for one event's screen: the changes to one event run one after another, in the order made. */
export function useDishChange<V extends DishChangeVariables, R>(mutationKey: MutationKey, eventId: string) {
  return useMutation<R, Error, V, DishCacheSnapshot>({ mutationKey, scope: { id: `event:${eventId}` } });
}
