import type { EventSnapshot } from '../events/event-snapshot';
import { managerIds } from '../events/visibility/event-people';
import { householdWeight, shareStatus, splitShares, type ShareStatus } from '../contracts/cost.rules';
import { displayName } from '../contracts/user.rules';
import type { CostRow, CostSettingsRow, ShareRow } from './costs.queries';

// The split of an event's costs between its households, from its snapshot and its cost rows (no Nest, no database):
// the service's views, the host's CSV and the after-party summary share it.

/** One household of the split: the person who answered (null: a former guest), with its adults and kids. */
interface Household {
  id: string;
  userId: string | null;
  name: string | null;
  adults: number;
  kids: number;
  row: ShareRow | null;
}

/** The households of the split as the event stands: the host, then the going guests (not waitlisted). */
export function householdIds(snapshot: EventSnapshot): Set<string> {
  return new Set(liveHouseholds(snapshot).map((h) => h.userId));
}

export function liveHouseholds(snapshot: EventSnapshot) {
  const { hostId } = snapshot.event;
  const going = snapshot.rsvps
    .filter((r) => r.status === 'attending' && r.waitlistedAt === null && !snapshot.removed.has(r.userId))
    .sort((a, b) => +new Date(a.createdAt) - +new Date(b.createdAt) || a.userId.localeCompare(b.userId));
  const hostAnswer = snapshot.rsvps.find((r) => r.userId === hostId);
  const host =
    hostAnswer && hostAnswer.status !== 'attending'
      ? []
      : [
          {
            userId: hostId,
            name: displayName(snapshot.event.host),
            adults: hostAnswer?.adultCount ?? 1,
            kids: hostAnswer?.kidCount ?? 0,
          },
        ];
  return [
    ...host,
    ...going
      .filter((r) => r.userId !== hostId)
      .map((r) => ({ userId: r.userId, name: displayName(r.user), adults: r.adultCount, kids: r.kidCount })),
  ];
}

export function mayRecord(snapshot: EventSnapshot, settings: CostSettingsRow, userId: string): boolean {
  if (snapshot.event.hostId === userId) return true;
  if (settings.recorders === 'host') return false;
  if (managerIds(snapshot).has(userId)) return true;
  return settings.recorders === 'going' && householdIds(snapshot).has(userId);
}

export type ComputedShare = Household & { shareMinor: number; spentMinor: number; owesMinor: number };

/** Every household with its share of the total, what it spent itself and what it still owes. */
export function computeShares(
  snapshot: EventSnapshot,
  settings: CostSettingsRow,
  costs: readonly CostRow[],
  shares: readonly ShareRow[],
): ComputedShare[] {
  const rowOf = new Map(shares.filter((s) => s.userId !== null).map((s) => [s.userId!, s]));
  const households: Household[] = [
    ...liveHouseholds(snapshot).map((h) => ({ ...h, id: h.userId, row: rowOf.get(h.userId) ?? null })),
    ...shares
      .filter((s) => s.userId === null && s.formerAdults !== null)
      .map((s) => ({ id: s.id, userId: null, name: null, adults: s.formerAdults!, kids: s.formerKids ?? 0, row: s })),
  ];
  const total = costs.reduce((sum, c) => sum + c.amountMinor, 0);
  const parts = splitShares(
    total,
    households.map((h) => householdWeight(settings.split, h.adults, h.kids, settings.kidWeight)),
  );
  return households.map((h, i) => {
    const spentMinor = h.userId
      ? costs.filter((c) => c.payerId === h.userId).reduce((s, c) => s + c.amountMinor, 0)
      : 0;
    return { ...h, shareMinor: parts[i], spentMinor, owesMinor: Math.max(0, parts[i] - spentMinor) };
  });
}

/** The event's costs as the host's CSV, print sheet and after-party summary show them: settled or not, by name. */
export interface CostSummary {
  currency: string;
  totalMinor: number;
  costs: { what: string; amountMinor: number; payer: string | null }[];
  households: {
    name: string | null;
    shareMinor: number;
    spentMinor: number;
    owesMinor: number;
    status: ShareStatus;
  }[];
}

/** Every cost and household (null names: former guests), for the hosts' own surfaces. */
export function costSummary(
  snapshot: EventSnapshot,
  settings: CostSettingsRow,
  costs: readonly CostRow[],
  shares: readonly ShareRow[],
): CostSummary {
  const names = new Map<string, string>([
    [snapshot.event.hostId, displayName(snapshot.event.host)],
    ...snapshot.rsvps.map((r) => [r.userId, displayName(r.user)] as const),
  ]);
  return {
    currency: settings.currency,
    totalMinor: costs.reduce((sum, c) => sum + c.amountMinor, 0),
    costs: costs.map((c) => ({
      what: c.what,
      amountMinor: c.amountMinor,
      payer: c.payerId ? (names.get(c.payerId) ?? null) : null,
    })),
    households: computeShares(snapshot, settings, costs, shares).map((h) => ({
      name: h.name,
      shareMinor: h.shareMinor,
      spentMinor: h.spentMinor,
      owesMinor: h.owesMinor,
      status: shareStatus(h.owesMinor, h.row),
    })),
  };
}
