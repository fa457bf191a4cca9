import { queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { DishKitchenInput, EventKitchen, KitchenPlan } from '@contracts/kitchen.contract';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';
import { KITCHEN_TEXT } from '../kitchen.text';

// Under the event's key: a dish or event change anywhere refreshes the plan with the rest of the event.
const kitchenKey = (eventId: string) => [...queryKeys.events.detail(eventId), 'kitchen'] as const;
const base = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;

export const kitchenPlanQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: kitchenKey(eventId),
    queryFn: async () => (await apiJson<KitchenPlan>('GET', `${base(eventId)}/kitchen`)) ?? null,
  });

export function useKitchenPlan(eventId: string) {
  return useQuery(kitchenPlanQueryOptions(eventId));
}

export const saveDishKitchenMutationKey = ['kitchen', 'dish'] as const;

export interface SaveDishKitchenVariables {
  eventId: string;
  dishId: string;
  needs: DishKitchenInput;
  idempotencyKey: string;
}

/**
 * A dish's needs are a guest's change: it can wait in the offline queue (resumed with these defaults after a reload)
 * and shows in the plan at once.
 */
export function registerKitchenDefaults(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(saveDishKitchenMutationKey, {
    mutationFn: (vars: SaveDishKitchenVariables) =>
      apiJson<KitchenPlan>(
        'PUT',
        `${base(vars.eventId)}/dishes/${encodeURIComponent(vars.dishId)}/kitchen`,
        vars.needs,
        {
          idempotencyKey: vars.idempotencyKey,
        },
      ),
    onMutate: (vars: SaveDishKitchenVariables) => {
      queryClient.setQueryData<KitchenPlan | null>(kitchenKey(vars.eventId), (plan) =>
        plan
          ? {
              ...plan,
              dishes: plan.dishes.map((d) =>
                d.dishId === vars.dishId ? { ...d, needs: { ...d.needs, ...withDefaults(vars.needs) } } : d,
              ),
            }
          : plan,
      );
    },
    onSuccess: (plan: unknown, vars: SaveDishKitchenVariables) => {
      if (plan) queryClient.setQueryData(kitchenKey(vars.eventId), plan);
      toast({ title: KITCHEN_TEXT.savedNeeds });
    },
    onError: () => toast({ title: KITCHEN_TEXT.failed, variant: 'destructive' }),
    onSettled: (_p: unknown, _e: unknown, vars: SaveDishKitchenVariables) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.events.detail(vars.eventId) }),
  });
}

export function useSaveDishKitchen(eventId: string) {
  return useMutation<KitchenPlan | undefined, Error, SaveDishKitchenVariables>({
    mutationKey: saveDishKitchenMutationKey,
    scope: { id: `event:${eventId}` },
  });
}

/** The host's kitchen: online only (hosts set it up ahead). */
export function useSaveEventKitchen(eventId: string, queryClient: QueryClient) {
  return useMutation({
    mutationFn: (vars: { kitchen: EventKitchen; idempotencyKey: string }) =>
      apiJson<KitchenPlan>('PUT', `${base(eventId)}/kitchen`, vars.kitchen, { idempotencyKey: vars.idempotencyKey }),
    onSuccess: (plan) => {
      if (plan) queryClient.setQueryData(kitchenKey(eventId), plan);
      toast({ title: KITCHEN_TEXT.saved });
      return queryClient.invalidateQueries({ queryKey: queryKeys.events.insights(eventId) });
    },
    onError: () => toast({ title: KITCHEN_TEXT.failed, variant: 'destructive' }),
  });
}

export function withDefaults(needs: DishKitchenInput): KitchenPlan['dishes'][number]['needs'] {
  return {
    oven: needs.oven ?? null,
    stove: needs.stove ?? false,
    fridge: needs.fridge ?? false,
    freezer: needs.freezer ?? false,
    outlet: needs.outlet ?? false,
    utensils: needs.utensils ?? false,
    arrivesAt: needs.arrivesAt ?? null,
  };
}
