import { queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SaveDishKitchenVariables } from './kitchen-mutation';
import { saveDishKitchenMutationKey } from './register-kitchen-defaults';
import type { DishKitchenInput, EventKitchen, KitchenPlan } from '@contracts/kitchen.contract';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';
import { t } from '@/lib/i18n';

// Under the event's key: a dish or event change anywhere refreshes the plan with the rest of the event.
export const kitchenKey = (eventId: string) => [...queryKeys.events.detail(eventId), 'kitchen'] as const;
const base = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;

export const kitchenPlanQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: kitchenKey(eventId),
    queryFn: async () => (await apiJson<KitchenPlan>('GET', `${base(eventId)}/kitchen`)) ?? null,
  });

export function useKitchenPlan(eventId: string) {
  return useQuery(kitchenPlanQueryOptions(eventId));
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
      toast({ title: t('kitchen.toast.saved') });
      return queryClient.invalidateQueries({ queryKey: queryKeys.events.insights(eventId) });
    },
    onError: () => toast({ title: t('kitchen.toast.failed'), variant: 'destructive' }),
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
