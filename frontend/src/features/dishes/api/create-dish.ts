import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { DishInput, DishView } from '@contracts/dish.contract';
import { apiJson, type RequestOptions } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import {
  currentUserRef,
  dishChangeRefused,
  dishFromInput,
  patchDishCaches,
  PENDING_DISH_PREFIX,
  refreshAfterDishChange,
  snapshotDishCaches,
  type DishCacheSnapshot,
} from './dish-cache';
import { t } from '@/lib/i18n';

export const createDishMutationKey = ['dish', 'create'] as const;
const fallback = () => t('dish.addFailed');

/** Plain JSON: persisted while offline and replayed once with the same Idempotency-Key. */
export interface CreateDishVariables {
  eventId: string;
  dish: DishInput;
  idempotencyKey: string;
}

/** POST /api/events/{id}/dishes; the server makes the caller the contributor. */
export async function createDish(
  eventId: string,
  dish: DishInput,
  options?: RequestOptions,
): Promise<DishView | undefined> {
  return apiJson<DishView>('POST', `/api/events/${encodeURIComponent(eventId)}/dishes`, { ...dish, eventId }, options);
}

export function registerCreateDishDefaults(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(createDishMutationKey, {
    mutationFn: (vars: CreateDishVariables) =>
      createDish(vars.eventId, vars.dish, { idempotencyKey: vars.idempotencyKey }),
    onMutate: async (vars: CreateDishVariables): Promise<DishCacheSnapshot> => {
      const snapshot = await snapshotDishCaches(queryClient, vars.eventId);
      const me = currentUserRef(queryClient);
      const pending = dishFromInput(vars.dish, {
        id: PENDING_DISH_PREFIX + vars.idempotencyKey,
        eventId: vars.eventId,
        contributorId: me.id,
        contributor: me,
        createdAt: new Date().toISOString(),
      });
      patchDishCaches(queryClient, vars.eventId, (dishes) => [...dishes, pending]);
      return snapshot;
    },
    onSuccess: (_dish: DishView | undefined, vars: CreateDishVariables) => {
      toast({ title: t('dish.added'), description: t('dish.addedText', { name: vars.dish.name.trim() }) });
    },
    onError: (error: Error, vars: CreateDishVariables, snapshot: DishCacheSnapshot | undefined) =>
      dishChangeRefused(queryClient, {
        mutationKey: createDishMutationKey,
        vars,
        error,
        snapshot,
        fallback: fallback(),
      }),
    onSettled: () => refreshAfterDishChange(queryClient),
  });
}

export function useCreateDish(eventId: string) {
  return useMutation<DishView | undefined, Error, CreateDishVariables, DishCacheSnapshot>({
    mutationKey: createDishMutationKey,
    scope: { id: `event:${eventId}` },
  });
}
