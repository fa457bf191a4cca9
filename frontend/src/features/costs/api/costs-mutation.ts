import type { QueryClient } from '@tanstack/react-query';
import type { CostsView } from '@contracts/cost.contract';
import { shareStatus } from '@contracts/cost.rules';
import { apiJson, serverMessage } from '@/lib/api-client';
import { reportFailedChange } from '@/lib/failed-changes';
import { t } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';

import { markShareMutationKey, type MarkShareVariables } from './register-costs-defaults';

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

/** The share shows marked at once, before the server has it; the view before is kept to undo a refusal. */
export async function showMarked(queryClient: QueryClient, vars: MarkShareVariables) {
  const key = queryKeys.events.costs(vars.eventId);
  await queryClient.cancelQueries({ queryKey: key });
  const previous = queryClient.getQueryData<CostsView | null>(key);
  if (previous) queryClient.setQueryData(key, withMark(previous, vars));
  return { previous };
}

export function marked(queryClient: QueryClient, view: CostsView | undefined, vars: MarkShareVariables): void {
  if (view) queryClient.setQueryData(queryKeys.events.costs(vars.eventId), view);
}

/** Refused for good: the view goes back, and the change waits in "Couldn't sync" with the server's reason. */
export function refused(
  queryClient: QueryClient,
  error: unknown,
  vars: MarkShareVariables,
  context?: { previous?: CostsView | null },
): void {
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
}
