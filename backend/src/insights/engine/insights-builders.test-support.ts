import type {
  DishCategory,
  InsightsDish,
  InsightsEvent,
  InsightsInput,
  InsightsRsvp,
  RsvpStatus,
} from './insights-input';

import { NO_DISH_FLAGS } from '../../contracts/dish.rules';

// Builders of the engine's input for its specs: a plain upcoming event that allows everything, and dishes with no
// dietary flags, with overrides for what a test is about.

export const NOW = new Date('2030-05-01T12:00:00Z');

export function insightsEvent(overrides: Partial<InsightsEvent> = {}): InsightsEvent {
  return {
    name: 'Summer potluck',
    theme: null,
    date: new Date('2030-06-01T18:00:00Z'),
    allowVegetarian: true,
    allowVegan: true,
    allowNonVegetarian: true,
    dietaryNote: null,
    ...overrides,
  };
}

export function insightsRsvp(
  status: RsvpStatus,
  adultCount: number,
  kidCount = 0,
  dietaryRestrictions: string | null = null,
): InsightsRsvp {
  return { status, adultCount, kidCount, dietaryRestrictions, guestName: 'Guest' };
}

export function insightsDish(
  name: string,
  category: DishCategory,
  overrides: Partial<InsightsDish> = {},
): InsightsDish {
  return {
    name,
    category,
    servingSize: null,
    ...NO_DISH_FLAGS,
    contributorName: 'Sam',
    ...overrides,
  };
}

export function insightsInput(
  rsvps: InsightsRsvp[],
  dishes: InsightsDish[],
  eventOverrides: Partial<InsightsEvent> = {},
): InsightsInput {
  return { event: insightsEvent(eventOverrides), rsvps, dishes, now: NOW };
}

/** `n` dishes of one category with no flags, named `${prefix} 1`, `${prefix} 2`, … */
export function insightsDishes(n: number, category: DishCategory, prefix: string): InsightsDish[] {
  return Array.from({ length: n }, (_, i) => insightsDish(`${prefix} ${i + 1}`, category));
}

/** A potluck for 18 with one main of the three it needs, and enough of everything else but cutlery. */
export function mainsShortFor18(): InsightsDish[] {
  return [
    ...insightsDishes(1, 'main_dish', 'Main'),
    ...insightsDishes(3, 'side_dish', 'Side'),
    ...insightsDishes(2, 'appetizer', 'Starter'),
    ...insightsDishes(2, 'dessert', 'Sweet'),
    ...insightsDishes(2, 'soft_drinks', 'Drink'),
  ];
}
