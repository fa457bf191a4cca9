import type { QueryClient } from '@tanstack/react-query';
import { apiJson, serverMessage, type RequestOptions } from '@/lib/api-client';
import { reportFailedChange } from '@/lib/failed-changes';
import { restoreDishCaches } from './dish-cache';
import { setDishChangeDefaults, useDishChange, type DishChangeVariables } from './dish-change';
import { t } from '@/lib/i18n';

export const deleteDishMutationKey = ['dish', 'delete'] as const;
const fallback = () => t('dish.deleteFailedText');

/** The dish's name is for the toasts only. */
export type DeleteDishVariables = DishChangeVariables & { dishId: string; dishName: string };

/** DELETE /api/dishes/{id}: only the contributor or the event's host may. */
export async function deleteDish(dishId: string, options?: RequestOptions): Promise<void> {
  await apiJson('DELETE', `/api/dishes/${encodeURIComponent(dishId)}`, undefined, options);
}

export function registerDeleteDishDefaults(queryClient: QueryClient): void {
  setDishChangeDefaults<DeleteDishVariables, void>(queryClient, deleteDishMutationKey, {
    send: (vars, options) => deleteDish(vars.dishId, options),
    patch: (vars) => (dishes) => dishes.filter((d) => d.id !== vars.dishId),
    done: (vars) => ({ title: t('dish.deleted'), description: t('dish.deletedText', { name: vars.dishName }) }),
    refused: (error, vars, snapshot) => {
      restoreDishCaches(queryClient, vars.eventId, snapshot);
      reportFailedChange(
        {
          mutationKey: deleteDishMutationKey,
          variables: { ...vars },
          eventId: vars.eventId,
          label: t('dish.removeLabel', { name: vars.dishName }),
          error,
          fallback: fallback(),
        },
        {
          title: t('dish.deleteFailed'),
          description: t('dish.refused', { name: vars.dishName, reason: serverMessage(error) ?? fallback() }),
        },
      );
    },
  });
}

export const useDeleteDish = (eventId: string) =>
  useDishChange<DeleteDishVariables, void>(deleteDishMutationKey, eventId);
