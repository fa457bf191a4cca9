import type { QueryClient } from '@tanstack/react-query';
import type { CheckInResult, DoorView } from '@contracts/check-in.contract';
import { queryKeys } from '@/lib/query-keys';

export const checkInMutationKey = ['check-in', 'arrive'] as const;
export const undoCheckInMutationKey = ['check-in', 'undo'] as const;

/** Plain JSON only: a check-in made without signal is persisted with the cache and sent once back online. */
export interface CheckInVariables {
  eventId: string;
  rsvpId: string;
  /** The household's name, for the "Couldn't sync" list. */
  name: string;
  /** The code scanned, or null when the door found the household by name. */
  code: string | null;
  withDish: boolean;
  /** Made once per tap or scan, so a replay after reconnecting is applied once. */
  idempotencyKey: string;
}

export interface UndoCheckInVariables {
  eventId: string;
  rsvpId: string;
  name: string;
  idempotencyKey: string;
}

/**
 * Check-ins are the door's changes, made where the signal is worst: they wait in the offline queue, show at once
 * (the door screen lays the pending ones over the list it has) and resume with these defaults after a reload. The
 * code that sends them loads when one is first made or resumed.
 */
export function registerCheckInDefaults(queryClient: QueryClient): void {
  const load = () => import('./check-in-mutation');
  queryClient.setMutationDefaults<CheckInResult | undefined, Error, CheckInVariables>(checkInMutationKey, {
    mutationFn: async (vars) => (await load()).sendCheckIn(vars),
    onSuccess: async (result, vars) => (await load()).checkedIn(queryClient, result, vars),
    onError: async (error, vars) => (await load()).refused(queryClient, error, vars),
    onSettled: (_data, _error, vars) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.events.door(vars.eventId) }),
  });
  queryClient.setMutationDefaults<DoorView | undefined, Error, UndoCheckInVariables>(undoCheckInMutationKey, {
    mutationFn: async (vars) => (await load()).sendUndoCheckIn(vars),
    onSuccess: (view, vars) => {
      if (view) queryClient.setQueryData(queryKeys.events.door(vars.eventId), view);
    },
    onError: async (error, vars) => (await load()).refused(queryClient, error, vars),
    onSettled: (_data, _error, vars) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.events.door(vars.eventId) }),
  });
}
