import type { DishKitchenNeeds, KitchenPlan } from '../contracts/kitchen.contract';
import {
  findClashes,
  kitchenUses,
  minutesToLocal,
  type KitchenCapacity,
  type KitchenUse,
} from '../contracts/kitchen.rules';
import { displayName } from '../contracts/user.rules';
import type { DishWithContributor } from '../dishes/dishes.queries';
import type { EventWithHost } from '../events/event-snapshot';
import { toWallClock } from './kitchen-time';
import { clashMessage } from './kitchen.text';

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

/** Where the kitchen runs short, worded (the planning engine's insights). */
export function kitchenClashes(event: KitchenEvent, dishes: readonly KitchenDish[]) {
  const { capacity, uses } = kitchenUsage(event, dishes);
  return findClashes(capacity, uses).map((c) => ({ ...c, message: clashMessage(c) }));
}

/** The kitchen plan one reader sees (names only where the guest list shows them). */
export function kitchenPlan(
  event: KitchenEvent,
  dishes: readonly (KitchenDish & Pick<DishWithContributor, 'name' | 'contributor'>)[],
  showNames: boolean,
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
      contributorName: showNames ? displayName(d.contributor) : null,
      arrivesAtUtc: d.arrivesAt ? d.arrivesAt.toISOString() : null,
      needs: needsOf(d, event.timeZone),
    })),
    uses: uses.map(local).sort((a, b) => a.start.localeCompare(b.start)),
    clashes: findClashes(capacity, uses).map((c) => ({ ...c, message: clashMessage(c) })),
  };
}
