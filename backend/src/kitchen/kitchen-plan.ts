import type { DishKitchenNeeds, KitchenPlan } from '../contracts/kitchen.contract';
import {
  findClashes,
  kitchenUses,
  minutesToLocal,
  type KitchenCapacity,
  type KitchenClash,
  type KitchenUse,
} from '../contracts/kitchen.rules';
import { displayName } from '../contracts/user.rules';
import type { DishWithContributor } from '../dishes/dishes.queries';
import type { EventWithHost } from '../events/event-snapshot';
import { translate, type ServerLocale } from '../i18n/catalogue';
import { toWallClock } from '../platform/common/wall-clock';

type KitchenEvent = Pick<
  EventWithHost,
  'date' | 'timeZone' | 'kitchenOvens' | 'kitchenOutlets' | 'kitchenFridgeShelves'
>;
type KitchenDish = Pick<
  DishWithContributor,
  | 'id'
  | 'ovenTemperature'
  | 'ovenUnit'
  | 'ovenMinutes'
  | 'needsStove'
  | 'needsFridge'
  | 'needsFreezer'
  | 'needsOutlet'
  | 'needsUtensils'
  | 'arrivesAt'
>;

export function capacityOf(event: KitchenEvent): KitchenCapacity {
  return { ovens: event.kitchenOvens, outlets: event.kitchenOutlets, fridgeShelves: event.kitchenFridgeShelves };
}

export function needsOf(dish: KitchenDish, timeZone: string): DishKitchenNeeds {
  const oven =
    dish.ovenTemperature !== null && dish.ovenMinutes !== null && dish.ovenUnit !== null
      ? { temperature: dish.ovenTemperature, unit: dish.ovenUnit, minutes: dish.ovenMinutes }
      : null;
  return {
    oven,
    stove: dish.needsStove,
    fridge: dish.needsFridge,
    freezer: dish.needsFreezer,
    outlet: dish.needsOutlet,
    utensils: dish.needsUtensils,
    arrivesAt: dish.arrivesAt ? toWallClock(dish.arrivesAt, timeZone) : null,
  };
}

/** The kitchen's counts and every dish's use of them on the wall clock. */
function kitchenUsage(event: KitchenEvent, dishes: readonly KitchenDish[]) {
  const timing = dishes.map((d) => ({ dishId: d.id, ...needsOf(d, event.timeZone) }));
  return {
    capacity: capacityOf(event),
    // Before a date poll is decided the party has no start: dishes' own arrival times still count.
    uses: kitchenUses(timing, event.date ? toWallClock(event.date, event.timeZone) : ''),
  };
}

/** "2 dishes need the oven at 18:00; you have 1", in the reader's language. */
function clashMessage(locale: ServerLocale, clash: KitchenClash): string {
  return translate(locale, `kitchen.clash.${clash.resource}`, {
    count: clash.count,
    time: clash.at.slice(11, 16),
    capacity: clash.capacity,
  });
}

/**
 * Where the kitchen runs short, worded in the reader's language (the planning engine's insights, worked out once per
 * event version and language; live messages carry the English ones).
 */
export function kitchenClashes(event: KitchenEvent, dishes: readonly KitchenDish[], locale: ServerLocale = 'en') {
  const { capacity, uses } = kitchenUsage(event, dishes);
  return findClashes(capacity, uses).map((c) => ({ ...c, message: clashMessage(locale, c) }));
}

/** The kitchen plan one reader sees (who brings a dish only where the visibility policy's `brings` allows). */
export function kitchenPlan(
  event: KitchenEvent,
  dishes: readonly (KitchenDish & Pick<DishWithContributor, 'name' | 'contributor' | 'contributorId'>)[],
  named: (contributorId: string) => boolean,
  locale: ServerLocale,
): KitchenPlan {
  const { capacity, uses } = kitchenUsage(event, dishes);
  const local = (u: KitchenUse) => ({ ...u, start: minutesToLocal(u.start), end: minutesToLocal(u.end) });
  return {
    timeZone: event.timeZone,
    startsAt: event.date ? toWallClock(event.date, event.timeZone) : null,
    kitchen: capacity,
    dishes: dishes.map((d) => ({
      dishId: d.id,
      name: d.name,
      contributorName: named(d.contributorId) ? displayName(d.contributor) : null,
      arrivesAtUtc: d.arrivesAt ? d.arrivesAt.toISOString() : null,
      needs: needsOf(d, event.timeZone),
    })),
    uses: uses.map(local).sort((a, b) => a.start.localeCompare(b.start)),
    clashes: findClashes(capacity, uses).map((c) => ({ ...c, message: clashMessage(locale, c) })),
  };
}
