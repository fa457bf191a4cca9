import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DishView } from '@contracts/dish.contract';
import { apiJson, newChangeKey, serverMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';
import { t } from '@/lib/i18n';

/** offer: the contributor cannot come; keep: they bring it after all; take: a going guest takes it over. */
export type HandOffStep = 'offer' | 'keep' | 'take';

function send(eventId: string, dishId: string, step: HandOffStep): Promise<DishView | undefined> {
  const options = { idempotencyKey: newChangeKey() };
  const dish = `/api/dishes/${encodeURIComponent(dishId)}/offer`;
  if (step === 'offer') return apiJson<DishView>('PUT', dish, undefined, options);
  if (step === 'keep') return apiJson<DishView>('DELETE', dish, undefined, options);
  const path = `/api/events/${encodeURIComponent(eventId)}/dishes/${encodeURIComponent(dishId)}/take-over`;
  return apiJson<DishView>('POST', path, undefined, options);
}

const DONE = { offer: 'handOff.toast.offered', keep: 'handOff.toast.kept', take: 'handOff.toast.taken' } as const;

/**
 * A dish changing hands: online only (it is a race between guests, and the loser must hear at once that someone else
 * took it). The event is read again after each step, so counts, insights and "still needed" follow.
 */
export function useHandOff(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { dish: Pick<DishView, 'id' | 'name'>; step: HandOffStep }) =>
      send(eventId, vars.dish.id, vars.step),
    onSuccess: (_dish, vars) => toast({ title: t(DONE[vars.step], { dish: vars.dish.name }) }),
    onError: (error) =>
      toast({
        title: t('handOff.toast.failed'),
        description: serverMessage(error) ?? undefined,
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.events.detail(eventId) }),
  });
}
