// Kitchen logistics shared by both sides (no zod): when each dish uses the oven, an outlet or the fridge, and where
// that is more than the kitchen has. Times are the event's wall-clock times ("2026-12-04T18:00" in its time zone),
// counted in minutes; an evening's clash is about the kitchen clock, not about UTC.

import { LOCAL_DATE_TIME } from './date-time.rules';

/** The parts of the kitchen the host counts; stove, freezer and utensils are listed but never counted. */
export const KITCHEN_RESOURCES = ['oven', 'outlet', 'fridge'] as const;
export type KitchenResource = (typeof KITCHEN_RESOURCES)[number];

/** How long a party is taken to last when plugged-in and chilled dishes are counted (events have no end time). */
export const PARTY_HOURS = 3;

export interface KitchenCapacity {
  ovens: number | null;
  outlets: number | null;
  fridgeShelves: number | null;
}

export interface KitchenNeedsTiming {
  dishId: string;
  /** Wall-clock arrival in the event's zone, or null (not said: the dish is left out of the timeline). */
  arrivesAt: string | null;
  oven: { minutes: number } | null;
  outlet: boolean;
  fridge: boolean;
}

export interface KitchenUse {
  dishId: string;
  resource: KitchenResource;
  /** Minutes on the event's wall clock, end excluded. */
  start: number;
  end: number;
}

export interface KitchenClash {
  resource: KitchenResource;
  /** When the kitchen first runs short, as a wall-clock time. */
  at: string;
  /** The most dishes that need it at once in that stretch. */
  count: number;
  capacity: number;
  dishIds: string[];
}

/** Wall-clock minutes of a "YYYY-MM-DDTHH:mm" time (null when it is not one). */
export function localMinutes(local: string): number | null {
  const m = LOCAL_DATE_TIME.exec(local);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi);
  return Number.isNaN(ms) ? null : ms / 60_000;
}

/** "YYYY-MM-DDTHH:mm" for wall-clock minutes. */
export function minutesToLocal(minutes: number): string {
  return new Date(minutes * 60_000).toISOString().slice(0, 16);
}

/**
 * When each dish uses what: the oven from arrival for its minutes; an outlet and the fridge from arrival until the
 * party is over (PARTY_HOURS after it starts, or an hour after a late arrival).
 */
export function kitchenUses(dishes: readonly KitchenNeedsTiming[], eventStart: string): KitchenUse[] {
  const start = localMinutes(eventStart) ?? 0;
  return dishes.flatMap((d) => {
    const arrive = d.arrivesAt === null ? null : localMinutes(d.arrivesAt);
    if (arrive === null) return [];
    const over = Math.max(start + PARTY_HOURS * 60, arrive + 60);
    const uses: KitchenUse[] = [];
    if (d.oven) uses.push({ dishId: d.dishId, resource: 'oven', start: arrive, end: arrive + d.oven.minutes });
    if (d.outlet) uses.push({ dishId: d.dishId, resource: 'outlet', start: arrive, end: over });
    if (d.fridge) uses.push({ dishId: d.dishId, resource: 'fridge', start: arrive, end: over });
    return uses;
  });
}

const CAPACITY: Record<KitchenResource, keyof KitchenCapacity> = {
  oven: 'ovens',
  outlet: 'outlets',
  fridge: 'fridgeShelves',
};

/**
 * Every stretch of time in which more dishes need a part of the kitchen than it has (one dish, one oven, outlet or
 * shelf), by resource and time. Nothing is checked against a count the host has not stated.
 */
export function findClashes(capacity: KitchenCapacity, uses: readonly KitchenUse[]): KitchenClash[] {
  const clashes: KitchenClash[] = [];
  for (const resource of KITCHEN_RESOURCES) {
    const have = capacity[CAPACITY[resource]];
    if (have === null) continue;
    const mine = uses.filter((u) => u.resource === resource);
    const starts = [...new Set(mine.map((u) => u.start))].sort((a, b) => a - b);
    let open: KitchenClash | null = null;
    let openUntil = -Infinity;
    for (const t of starts) {
      const using = mine.filter((u) => u.start <= t && t < u.end);
      if (using.length <= have) continue;
      if (open && t < openUntil) {
        open.count = Math.max(open.count, using.length);
        for (const u of using) if (!open.dishIds.includes(u.dishId)) open.dishIds.push(u.dishId);
      } else {
        open = {
          resource,
          at: minutesToLocal(t),
          count: using.length,
          capacity: have,
          dishIds: using.map((u) => u.dishId),
        };
        clashes.push(open);
      }
      openUntil = Math.max(openUntil, ...using.map((u) => u.end));
    }
  }
  return clashes.sort((a, b) => a.at.localeCompare(b.at));
}
