import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { DishInput, DishView } from '@contracts/dish.contract';
import { apiJson, type RequestOptions } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import {
  dishChangeRefused,
  dishFromInput,
  patchDishCaches,
  refreshAfterDishChange,
  snapshotDishCaches,
  type DishCacheSnapshot,
} from './dish-cache';
import { t } from '@/lib/i18n';

export const updateDishMutationKey = ['dish', 'update'] as const;
const fallback = () => t('dish.updateFailed');

export interface UpdateDishVariables {
  eventId: string;
  dishId: string;
  dish: DishInput;
  idempotencyKey: string;
}

/** PUT /api/dishes/{id}: only the contributor or the event's host may. */
export async function updateDish(
  dishId: string,
  dish: DishInput,
  options?: RequestOptions,
): Promise<DishView | undefined> {
  return apiJson<DishView>('PUT', `/api/dishes/${encodeURIComponent(dishId)}`, dish, options);
}

export function registerUpdateDishDefaults(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(updateDishMutationKey, {
    mutationFn: (vars: UpdateDishVariables) =>
      updateDish(vars.dishId, vars.dish, { idempotencyKey: vars.idempotencyKey }),
    onMutate: async (vars: UpdateDishVariables): Promise<DishCacheSnapshot> => {
      const snapshot = await snapshotDishCaches(queryClient, vars.eventId);
      patchDishCaches(queryClient, vars.eventId, (dishes) =>
        dishes.map((d) => (d.id === vars.dishId ? dishFromInput(vars.dish, d) : d)),
      );
      return snapshot;
    },
    onSuccess: (_dish: DishView | undefined, vars: UpdateDishVariables) => {
      toast({ title: t('dish.updated'), description: t('dish.updatedText', { name: vars.dish.name.trim() }) });
    },
    onError: (error: Error, vars: UpdateDishVariables, snapshot: DishCacheSnapshot | undefined) =>
      dishChangeRefused(queryClient, {
        mutationKey: updateDishMutationKey,
        vars,
        error,
        snapshot,
        fallback: fallback(),
      }),
    onSettled: () => refreshAfterDishChange(queryClient),
  });
}

export function useUpdateDish(eventId: string) {
  return useMutation<DishView | undefined, Error, UpdateDishVariables, DishCacheSnapshot>({
    mutationKey: updateDishMutationKey,
    scope: { id: `event:${eventId}` },
  });
}
