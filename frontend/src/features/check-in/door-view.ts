import type { DoorHousehold, DoorView } from '@contracts/check-in.contract';
import { arrivalCounts, type ArrivalCounts } from '@contracts/check-in.rules';
import type { PendingDoorChange } from './api/check-in-api';

/** A household as this phone shows it: the server's row with this phone's changes not yet answered laid over it. */
export type ShownHousehold = DoorHousehold & { pending: boolean };

/**
 * The door as this phone shows it: what the server last said, and over it the check-ins and undos this phone made
 * that wait for an answer (offline, or on their way), in the order they were made. An arrival shows at once.
 */
export function shownDoor(
  view: DoorView,
  pending: readonly PendingDoorChange[],
  now = new Date(),
): { households: ShownHousehold[]; counts: ArrivalCounts } {
  const byId = new Map<string, ShownHousehold>(view.households.map((h) => [h.rsvpId, { ...h, pending: false }]));
  for (const change of pending) {
    const h = byId.get(change.vars.rsvpId);
    if (!h) continue;
    if (change.kind === 'undo') byId.set(h.rsvpId, { ...h, arrivedAt: null, dishBrought: false, pending: true });
    else
      byId.set(h.rsvpId, {
        ...h,
        arrivedAt: h.arrivedAt ?? new Date(change.at || now.getTime()).toISOString(),
        dishBrought: h.dishBrought || change.vars.withDish,
        pending: true,
      });
  }
  const households = [...byId.values()];
  return {
    households,
    counts: arrivalCounts(households.map((h) => ({ adults: h.adults, kids: h.kids, arrived: h.arrivedAt !== null }))),
  };
}
