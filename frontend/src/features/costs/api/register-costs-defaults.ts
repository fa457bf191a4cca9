import type { QueryClient } from '@tanstack/react-query';
import type { CostsView } from '@contracts/cost.contract';
import { shareStatus } from '@contracts/cost.rules';
import { apiJson, serverMessage } from '@/lib/api-client';
import { reportFailedChange } from '@/lib/failed-changes';
import { t } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';

export const markShareMutationKey = ['costs', 'my-share'] as const;

/** Plain JSON only: a share marked paid without signal is persisted with the cache and sent once back online. */
export interface MarkShareVariables {
  eventId: string;
  paid: boolean;
  /** The share the household saw when it paid. */
  paidMinor: number;
  /** Made once per change, so a replay after reconnecting is applied once. */
  idempotencyKey: string;
}

export function markShare({ eventId, paid, paidMinor, idempotencyKey }: MarkShareVariables) {
  return apiJson<CostsView>(
    'PUT',
    `/api/events/${encodeURIComponent(eventId)}/costs/my-share`,
    { paid, paidMinor },
    { idempotencyKey },
  );
}

/** The view as it will be once the server has the mark: the caller's share paid (or open again). */
export function withMark(view: CostsView, vars: Pick<MarkShareVariables, 'paid' | 'paidMinor'>): CostsView {
  if (!view.mine) return view;
  const mark = vars.paid ? { paidMinor: vars.paidMinor, confirmedAt: null } : null;
  const mine = {
    ...view.mine,
    status: shareStatus(view.mine.owesMinor, mark),
    paidAt: vars.paid ? new Date().toISOString() : null,
    confirmedAt: null,
  };
  return { ...view, mine, households: view.households.map((h) => (h.id === mine.id ? mine : h)) };
}

/** Registered at start-up like every change that can wait offline (see app/mutation-defaults.ts). */
export function registerCostsDefaults(queryClient: QueryClient): void {
  queryClient.setMutationDefaults<CostsView | undefined, Error, MarkShareVariables, { previous?: CostsView | null }>(
    markShareMutationKey,
    {
      mutationFn: markShare,
      onMutate: async (vars) => {
        const key = queryKeys.events.costs(vars.eventId);
        await queryClient.cancelQueries({ queryKey: key });
        const previous = queryClient.getQueryData<CostsView | null>(key);
        if (previous) queryClient.setQueryData(key, withMark(previous, vars));
        return { previous };
      },
      onSuccess: (view, vars) => {
        if (view) queryClient.setQueryData(queryKeys.events.costs(vars.eventId), view);
      },
      onError: (error, vars, context) => {
        if (context?.previous) queryClient.setQueryData(queryKeys.events.costs(vars.eventId), context.previous);
        reportFailedChange(
          {
            mutationKey: markShareMutationKey,
            variables: { ...vars },
            eventId: vars.eventId,
            label: t('costs.changeLabel'),
            error,
            fallback: t('costs.markFailed'),
          },
          { title: t('costs.changeLabel'), description: serverMessage(error) ?? t('costs.markFailed') },
        );
      },
      onSettled: (_data, _error, vars) =>
        queryClient.invalidateQueries({ queryKey: queryKeys.events.costs(vars.eventId) }),
    },
  );
}
