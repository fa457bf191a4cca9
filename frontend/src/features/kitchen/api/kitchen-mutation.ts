import type { QueryClient } from '@tanstack/react-query';
import type { DishKitchenInput, KitchenPlan } from '@contracts/kitchen.contract';
import { apiJson, serverFieldErrors } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { t } from '@/lib/i18n';
import { kitchenKey, withDefaults } from './kitchen-api';

export interface SaveDishKitchenVariables {
  eventId: string;
  dishId: string;
  needs: DishKitchenInput;
  idempotencyKey: string;
}

export function saveDishKitchen(vars: SaveDishKitchenVariables) {
  const path = `/api/events/${encodeURIComponent(vars.eventId)}/dishes/${encodeURIComponent(vars.dishId)}/kitchen`;
  return apiJson<KitchenPlan>('PUT', path, vars.needs, { idempotencyKey: vars.idempotencyKey });
}

/** The change shows in the plan at once, before the server has it. */
export function showInPlan(queryClient: QueryClient, vars: SaveDishKitchenVariables): void {
  queryClient.setQueryData<KitchenPlan | null>(kitchenKey(vars.eventId), (plan) =>
    plan
      ? {
          ...plan,
          dishes: plan.dishes.map((d) => (d.dishId === vars.dishId ? { ...d, needs: withDefaults(vars.needs) } : d)),
        }
      : plan,
  );
}

export function saved(queryClient: QueryClient, plan: unknown, vars: SaveDishKitchenVariables): void {
  if (plan) queryClient.setQueryData(kitchenKey(vars.eventId), plan);
  toast({ title: t('kitchen.toast.savedNeeds') });
}

/** Refused: the server's reason for the arrival time (a time the event's clocks skip, say) is told with it. */
export function refused(error?: unknown): void {
  toast({
    title: t('kitchen.toast.failed'),
    description: serverFieldErrors(error).arrivesAt,
    variant: 'destructive',
  });
}
