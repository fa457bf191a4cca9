import type { QueryClient } from '@tanstack/react-query';
import type { DishInput, DishView } from '@contracts/dish.contract';
import { apiJson, type RequestOptions } from '@/lib/api-client';
import { currentUserRef, dishChangeRefused, dishFromInput, PENDING_DISH_PREFIX } from './dish-cache';
import { setDishChangeDefaults, useDishChange, type DishChangeVariables } from './dish-change';
import { t } from '@/lib/i18n';

export const createDishMutationKey = ['dish', 'create'] as const;
const fallback = () => t('dish.addFailed');

export type CreateDishVariables = DishChangeVariables & { dish: DishInput };

/** POST /api/events/{id}/dishes; the server makes the caller the contributor. */
export async function createDish(
  eventId: string,
  dish: DishInput,
  options?: RequestOptions,
): Promise<DishView | undefined> {
  return apiJson<DishView>('POST', `/api/events/${encodeURIComponent(eventId)}/dishes`, { ...dish, eventId }, options);
}

export function registerCreateDishDefaults(queryClient: QueryClient): void {
  setDishChangeDefaults<CreateDishVariables, DishView | undefined>(queryClient, createDishMutationKey, {
    send: (vars, options) => createDish(vars.eventId, vars.dish, options),
    patch: (vars) => {
      const me = currentUserRef(queryClient);
      const pending = dishFromInput(vars.dish, {
        id: PENDING_DISH_PREFIX + vars.idempotencyKey,
        eventId: vars.eventId,
        contributorId: me.id,
        contributor: me,
        createdAt: new Date().toISOString(),
      });
      return (dishes) => [...dishes, pending];
    },
    done: (vars) => ({ title: t('dish.added'), description: t('dish.addedText', { name: vars.dish.name.trim() }) }),
    refused: dishChangeRefused(queryClient, createDishMutationKey, fallback),
  });
}

export const useCreateDish = (eventId: string) =>
  useDishChange<CreateDishVariables, DishView | undefined>(createDishMutationKey, eventId);
