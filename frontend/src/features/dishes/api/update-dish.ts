import type { QueryClient } from '@tanstack/react-query';
import type { DishInput, DishView } from '@contracts/dish.contract';
import { apiJson, type RequestOptions } from '@/lib/api-client';
import { dishChangeRefused, dishFromInput } from './dish-cache';
import { setDishChangeDefaults, useDishChange, type DishChangeVariables } from './dish-change';
import { t } from '@/lib/i18n';

export const updateDishMutationKey = ['dish', 'update'] as const;
const fallback = () => t('dish.updateFailed');

export type UpdateDishVariables = DishChangeVariables & { dishId: string; dish: DishInput };

/** PUT /api/dishes/{id}: only the contributor or the event's host may. */
export async function updateDish(
  dishId: string,
  dish: DishInput,
  options?: RequestOptions,
): Promise<DishView | undefined> {
  return apiJson<DishView>('PUT', `/api/dishes/${encodeURIComponent(dishId)}`, dish, options);
}

export function registerUpdateDishDefaults(queryClient: QueryClient): void {
  setDishChangeDefaults<UpdateDishVariables, DishView | undefined>(queryClient, updateDishMutationKey, {
    send: (vars, options) => updateDish(vars.dishId, vars.dish, options),
    patch: (vars) => (dishes) => dishes.map((d) => (d.id === vars.dishId ? dishFromInput(vars.dish, d) : d)),
    done: (vars) => ({ title: t('dish.updated'), description: t('dish.updatedText', { name: vars.dish.name.trim() }) }),
    refused: dishChangeRefused(queryClient, updateDishMutationKey, fallback),
  });
}

export const useUpdateDish = (eventId: string) =>
  useDishChange<UpdateDishVariables, DishView | undefined>(updateDishMutationKey, eventId);
