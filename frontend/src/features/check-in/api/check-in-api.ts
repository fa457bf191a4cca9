import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckInResult, DoorDuty, DoorHelper, DoorView, MyCheckInCode } from '@contracts/check-in.contract';
import { ApiError, apiJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { sendCheckIn, sendUndoCheckIn } from './check-in-mutation';
import {
  checkInMutationKey,
  undoCheckInMutationKey,
  type CheckInVariables,
  type UndoCheckInVariables,
} from './register-check-in-defaults';

const eventPath = (eventId: string, rest: string) => `/api/events/${encodeURIComponent(eventId)}${rest}`;

/** A refusal that a second try would only repeat (not the door's, not going): shown at once, not retried. */
const retryUnlessRefused = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2;

export function useDoor(eventId: string) {
  return useQuery({
    queryKey: queryKeys.events.door(eventId),
    queryFn: async () => (await apiJson<DoorView>('GET', eventPath(eventId, '/door'))) ?? null,
    retry: retryUnlessRefused,
  });
}

/** The caller's household's check-in code (kept with the cache, so it shows at the door without signal too). */
export function useMyCheckInCode(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.events.myCheckInCode(eventId),
    queryFn: async () => (await apiJson<MyCheckInCode>('GET', eventPath(eventId, '/check-in/my-code'))) ?? null,
    enabled,
    retry: retryUnlessRefused,
  });
}

export function useDoorHelpers(eventId: string) {
  return useQuery({
    queryKey: queryKeys.events.doorHelpers(eventId),
    queryFn: async () => (await apiJson<DoorHelper[]>('GET', eventPath(eventId, '/door-helpers'))) ?? [],
  });
}

/** Naming or removing a door helper: online only, the host is setting up, not at the door. */
export function useDoorHelperChange(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      change,
      idempotencyKey,
    }: {
      change: { add: string } | { remove: string };
      idempotencyKey: string;
    }) =>
      'add' in change
        ? apiJson<DoorHelper[]>('POST', eventPath(eventId, '/door-helpers'), { email: change.add }, { idempotencyKey })
        : apiJson<DoorHelper[]>(
            'DELETE',
            eventPath(eventId, `/door-helpers/${encodeURIComponent(change.remove)}`),
            undefined,
            { idempotencyKey },
          ),
    onSuccess: (helpers) => {
      if (helpers) queryClient.setQueryData(queryKeys.events.doorHelpers(eventId), helpers);
    },
  });
}

export function useDoorDuties(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.doorDuties(),
    queryFn: async () => (await apiJson<DoorDuty[]>('GET', '/api/door-duties')) ?? [],
    enabled,
  });
}

/** A household checked in: may wait offline and lands once (see register-check-in-defaults.ts). */
export function useCheckIn(eventId: string) {
  return useMutation<CheckInResult | undefined, Error, CheckInVariables>({
    mutationKey: checkInMutationKey,
    mutationFn: sendCheckIn,
    scope: { id: `event:${eventId}` },
  });
}

export function useUndoCheckIn(eventId: string) {
  return useMutation<DoorView | undefined, Error, UndoCheckInVariables>({
    mutationKey: undoCheckInMutationKey,
    mutationFn: sendUndoCheckIn,
    scope: { id: `event:${eventId}` },
  });
}

/** A check-in or undo this phone made that the server has not answered yet, in the order they were made. */
export type PendingDoorChange =
  { kind: 'arrive'; vars: CheckInVariables; at: number } | { kind: 'undo'; vars: UndoCheckInVariables; at: number };

export function usePendingDoorChanges(eventId: string): PendingDoorChange[] {
  return useMutationState({
    filters: { mutationKey: ['check-in'], status: 'pending' },
    select: (m): PendingDoorChange | null => {
      const vars = m.state.variables as CheckInVariables | UndoCheckInVariables | undefined;
      if (!vars || vars.eventId !== eventId) return null;
      const at = m.state.submittedAt;
      return m.options.mutationKey?.[1] === 'undo'
        ? { kind: 'undo', vars, at }
        : { kind: 'arrive', vars: vars as CheckInVariables, at };
    },
  })
    .filter((c): c is PendingDoorChange => c !== null)
    .sort((a, b) => a.at - b.at);
}
