import type { QueryClient } from '@tanstack/react-query';
import type { AfterParty } from '@contracts/after-party.contract';
import { apiJson } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { t } from '@/lib/i18n';
import { afterPartyKey } from './after-party-api';

/** A dish's recipe or note, or its container mark (one change at a time). */
export type SaveAfterDishVariables = {
  eventId: string;
  dishId: string;
  idempotencyKey: string;
} & ({ note: string | null } | { containerLeft: boolean });

export function saveAfterDish(vars: SaveAfterDishVariables) {
  const dish = `/api/events/${encodeURIComponent(vars.eventId)}/dishes/${encodeURIComponent(vars.dishId)}`;
  const opts = { idempotencyKey: vars.idempotencyKey };
  return 'note' in vars
    ? apiJson<AfterParty>('PUT', `${dish}/after-note`, { note: vars.note }, opts)
    : apiJson<AfterParty>('PUT', `${dish}/container`, { left: vars.containerLeft }, opts);
}

/** The change shows at once, before the server has it (and while offline). */
export function showChange(queryClient: QueryClient, vars: SaveAfterDishVariables): void {
  queryClient.setQueryData<AfterParty | null>(afterPartyKey(vars.eventId), (view) => {
    if (!view) return view;
    const dishes = view.dishes.map((d) =>
      d.dishId !== vars.dishId
        ? d
        : 'note' in vars
          ? { ...d, note: vars.note?.trim() || null }
          : { ...d, containerLeft: vars.containerLeft },
    );
    return { ...view, dishes };
  });
}

export function saved(queryClient: QueryClient, view: unknown, vars: SaveAfterDishVariables): void {
  if (view) queryClient.setQueryData(afterPartyKey(vars.eventId), view);
  toast({ title: t('afterParty.toast.saved') });
}

export function refused(): void {
  toast({ title: t('afterParty.toast.failed'), variant: 'destructive' });
}
