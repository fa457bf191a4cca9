import type {
  DishCategory,
  PlanningDish,
  PlanningEvent,
  PlanningInput,
  PlanningRsvp,
  RsvpStatus,
} from './planning-input';

import { NO_DISH_FLAGS } from '../../contracts/dish.rules';

// Builders of the engine's input for its specs: a plain upcoming event that allows everything, and dishes with no
// dietary flags, with overrides for what a test is about.

export const NOW = new Date('2030-05-01T12:00:00Z');

export function planningEvent(overrides: Partial<PlanningEvent> = {}): PlanningEvent {
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

export function planningRsvp(
  status: RsvpStatus,
  adultCount: number,
  kidCount = 0,
  dietaryRestrictions: string | null = null,
): PlanningRsvp {
  return { status, adultCount, kidCount, dietaryRestrictions, guestName: 'Guest' };
}

export function planningDish(
  name: string,
  category: DishCategory,
  overrides: Partial<PlanningDish> = {},
): PlanningDish {
  return {
    name,
    category,
    servingSize: null,
    ...NO_DISH_FLAGS,
    contributorName: 'Sam',
    ...overrides,
  };
}

export function planningInput(
  rsvps: PlanningRsvp[],
  dishes: PlanningDish[],
  eventOverrides: Partial<PlanningEvent> = {},
): PlanningInput {
  return { event: planningEvent(eventOverrides), rsvps, dishes, now: NOW };
}
