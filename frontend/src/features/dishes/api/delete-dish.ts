import { useMutation, type QueryClient } from '@tanstack/react-query';
import { apiJson, serverMessage, type RequestOptions } from '@/lib/api-client';
import { reportFailedChange } from '@/lib/failed-changes';
import { toast } from '@/lib/toast-store';
import {
  patchDishCaches,
  refreshAfterDishChange,
  restoreDishCaches,
  snapshotDishCaches,
  type DishCacheSnapshot,
} from './dish-cache';
import { t } from '@/lib/i18n';

export const deleteDishMutationKey = ['dish', 'delete'] as const;
const fallback = () => t('dish.deleteFailedText');

export interface DeleteDishVariables {
  eventId: string;
  dishId: string;
  /** For the toasts only. */
  dishName: string;
  idempotencyKey: string;
}

/** DELETE /api/dishes/{id}: only the contributor or the event's host may. */
export async function deleteDish(dishId: string, options?: RequestOptions): Promise<void> {
  await apiJson('DELETE', `/api/dishes/${encodeURIComponent(dishId)}`, undefined, options);
}

export function registerDeleteDishDefaults(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(deleteDishMutationKey, {
    mutationFn: (vars: DeleteDishVariables) => deleteDish(vars.dishId, { idempotencyKey: vars.idempotencyKey }),
    onMutate: async (vars: DeleteDishVariables): Promise<DishCacheSnapshot> => {
      const snapshot = await snapshotDishCaches(queryClient, vars.eventId);
      patchDishCaches(queryClient, vars.eventId, (dishes) => dishes.filter((d) => d.id !== vars.dishId));
      return snapshot;
    },
    onSuccess: (_r: void, vars: DeleteDishVariables) => {
      toast({ title: t('dish.deleted'), description: t('dish.deletedText', { name: vars.dishName }) });
    },
    onError: (error: Error, vars: DeleteDishVariables, snapshot: DishCacheSnapshot | undefined) => {
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
    onSettled: () => refreshAfterDishChange(queryClient),
  });
}

export function useDeleteDish(eventId: string) {
  return useMutation<void, Error, DeleteDishVariables, DishCacheSnapshot>({
    mutationKey: deleteDishMutationKey,
    scope: { id: `event:${eventId}` },
  });
}
