import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CostInput, CostSettingsInput, CostsView } from '@contracts/cost.contract';
import { apiJson, serverMessage } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';
import { markShare } from './costs-mutation';
import { markShareMutationKey, type MarkShareVariables } from './register-costs-defaults';

const base = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/costs`;

export function useCosts(eventId: string) {
  return useQuery({
    queryKey: queryKeys.events.costs(eventId),
    queryFn: async () => (await apiJson<CostsView>('GET', base(eventId))) ?? null,
  });
}

/**
 * The caller's share marked paid (or not): may wait offline and lands once (see register-costs-defaults.ts). The
 * screen brings the change's code with it, so a tap made after the signal went is shown at once.
 */
export function useMarkShare(eventId: string) {
  return useMutation<CostsView | undefined, Error, MarkShareVariables>({
    mutationKey: markShareMutationKey,
    mutationFn: markShare,
    scope: { id: `event:${eventId}` },
  });
}

type CostChange =
  | { kind: 'settings'; input: CostSettingsInput }
  | { kind: 'record'; input: CostInput }
  | { kind: 'update'; costId: string; input: CostInput }
  | { kind: 'delete'; costId: string }
  | { kind: 'confirm'; householdId: string; confirmed: boolean };

/** What a recorder or payer changes: online only (they are at the table with the receipt, not on the road). */
export function useCostChange(eventId: string, queryClient: QueryClient) {
  return useMutation({
    mutationFn: ({ change, idempotencyKey }: { change: CostChange; idempotencyKey: string }) => {
      const options = { idempotencyKey };
      switch (change.kind) {
        case 'settings':
          return apiJson<CostsView>('PUT', `${base(eventId)}/settings`, change.input, options);
        case 'record':
          return apiJson<CostsView>('POST', base(eventId), change.input, options);
        case 'update':
          return apiJson<CostsView>('PUT', `${base(eventId)}/${change.costId}`, change.input, options);
        case 'delete':
          return apiJson<CostsView>('DELETE', `${base(eventId)}/${change.costId}`, undefined, options);
        case 'confirm':
          return apiJson<CostsView>(
            'PUT',
            `${base(eventId)}/households/${change.householdId}/confirm`,
            { confirmed: change.confirmed },
            options,
          );
      }
    },
    onSuccess: (view) => {
      if (view) queryClient.setQueryData(queryKeys.events.costs(eventId), view);
    },
    onError: (error) =>
      toast({
        title: t('costs.saveFailed'),
        description: serverMessage(error) ?? t('common.checkConnection'),
        variant: 'destructive',
      }),
  });
}
