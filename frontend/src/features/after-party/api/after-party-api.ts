import { queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AfterParty, ThankYouInput } from '@contracts/after-party.contract';
import { apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast-store';
import { t } from '@/lib/i18n';
import type { SaveAfterDishVariables } from './after-party-mutation';
import { saveAfterDishMutationKey } from './register-after-party-defaults';

// Under the event's key: a dish or event change anywhere refreshes it with the rest of the event.
export const afterPartyKey = (eventId: string) => [...queryKeys.events.detail(eventId), 'after-party'] as const;
const base = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;

export const afterPartyQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: afterPartyKey(eventId),
    queryFn: async () => (await apiJson<AfterParty>('GET', `${base(eventId)}/after-party`)) ?? null,
  });

export function useAfterParty(eventId: string) {
  return useQuery(afterPartyQueryOptions(eventId));
}

/** A dish's note or container mark: a guest's change, which can wait in the offline queue. */
export function useSaveAfterDish(eventId: string) {
  return useMutation<AfterParty | undefined, Error, SaveAfterDishVariables>({
    mutationKey: saveAfterDishMutationKey,
    scope: { id: `event:${eventId}` },
  });
}

/** The host's thank-you line: online only (the host writes it once, at home). */
export function useSaveThankYou(eventId: string, queryClient: QueryClient) {
  return useMutation({
    mutationFn: (vars: { body: ThankYouInput; idempotencyKey: string }) =>
      apiJson<AfterParty>('PUT', `${base(eventId)}/thank-you`, vars.body, { idempotencyKey: vars.idempotencyKey }),
    onSuccess: (view) => {
      if (view) queryClient.setQueryData(afterPartyKey(eventId), view);
      toast({ title: t('afterParty.toast.saved') });
    },
    onError: () => toast({ title: t('afterParty.toast.failed'), variant: 'destructive' }),
  });
}
