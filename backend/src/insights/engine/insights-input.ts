// Plain data the insights engine and dish suggester work on. Callers map entities to these shapes,
// so the engine never touches the database or NestJS and stays easy to test.

import type { DishCategory, EventTheme, RsvpStatus } from '../../contracts/common.contract';
import type { DishFlags } from '../../contracts/dish.rules';

export type { DishCategory, EventTheme, RsvpStatus };

export interface InsightsEvent {
  name: string;
  theme: EventTheme | null;
  /** Null while a date poll is open (never past). */
  date: Date | null;
  allowVegetarian: boolean;
  allowVegan: boolean;
  allowNonVegetarian: boolean;
  dietaryNote: string | null;
}

export interface InsightsRsvp {
  status: RsvpStatus;
  adultCount: number;
  kidCount: number;
  dietaryRestrictions: string | null;
  guestName: string;
}

export interface InsightsDish extends DishFlags {
  name: string;
  category: DishCategory;
  servingSize: string | null;
  contributorName: string;
}

export type { DishFlags };

export interface InsightsInput {
  event: InsightsEvent;
  rsvps: InsightsRsvp[];
  dishes: InsightsDish[];
  now: Date;
  /** Where more dishes need a part of the kitchen at once than it has (see kitchen.rules), already worded. */
  kitchen?: { clashes: { message: string }[] };
  /** The jobs besides food, with how many more people each still needs. */
  jobs?: { title: string; missing: number }[];
}

// Categories that feed people; drinks and cutlery never count towards servings.
export const FOOD_CATEGORIES: readonly DishCategory[] = ['appetizer', 'main_dish', 'side_dish', 'dessert'];

export function isFoodCategory(category: DishCategory): boolean {
  return FOOD_CATEGORIES.includes(category);
}

export function isPastEvent(input: Pick<InsightsInput, 'event' | 'now'>): boolean {
  // An event is past when its date is earlier than now; an event still polling for its date is not past.
  return input.event.date !== null && input.event.date.getTime() < input.now.getTime();
}
