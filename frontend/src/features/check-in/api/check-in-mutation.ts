import type { QueryClient } from '@tanstack/react-query';
import type { CheckInResult, DoorView } from '@contracts/check-in.contract';
import { apiJson, serverMessage } from '@/lib/api-client';
import { reportFailedChange } from '@/lib/failed-changes';
import { t } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import {
  checkInMutationKey,
  undoCheckInMutationKey,
  type CheckInVariables,
  type UndoCheckInVariables,
} from './register-check-in-defaults';

const checkInsOf = (eventId: string, rsvpId: string) =>
  `/api/events/${encodeURIComponent(eventId)}/check-ins/${encodeURIComponent(rsvpId)}`;

export function sendCheckIn({ eventId, rsvpId, code, withDish, idempotencyKey }: CheckInVariables) {
  return apiJson<CheckInResult>('PUT', checkInsOf(eventId, rsvpId), { code, withDish }, { idempotencyKey });
}

export function sendUndoCheckIn({ eventId, rsvpId, idempotencyKey }: UndoCheckInVariables) {
  return apiJson<DoorView>('DELETE', checkInsOf(eventId, rsvpId), undefined, { idempotencyKey });
}

/** The server's answer replaces the household's row and the counts, so nothing flickers before the list is read again. */
export function checkedIn(queryClient: QueryClient, result: CheckInResult | undefined, vars: CheckInVariables): void {
  if (!result) return;
  queryClient.setQueryData<DoorView | null>(queryKeys.events.door(vars.eventId), (view) =>
    view
      ? {
          ...view,
          counts: result.counts,
          households: view.households.map((h) => (h.rsvpId === result.household.rsvpId ? result.household : h)),
        }
      : view,
  );
}

/** Refused for good (not going any more, removed, not this potluck's code): kept in "Couldn't sync" with why. */
export function refused(
  _queryClient: QueryClient,
  error: unknown,
  vars: CheckInVariables | UndoCheckInVariables,
): void {
  const undo = !('withDish' in vars);
  reportFailedChange(
    {
      mutationKey: undo ? undoCheckInMutationKey : checkInMutationKey,
      variables: { ...vars },
      eventId: vars.eventId,
      label: t('door.changeLabel', { name: vars.name }),
      error,
      fallback: t('door.failed'),
    },
    { title: t('door.changeLabel', { name: vars.name }), description: serverMessage(error) ?? t('door.failed') },
  );
}
