import { type DishFlags, type PlanningEvent } from './planning-input';

export type EventDietRules = Pick<PlanningEvent, 'allowVegetarian' | 'allowVegan' | 'allowNonVegetarian'>;

/**
 * The same three checks the dish form makes before saving, so nothing we suggest would be
 * rejected: vegan needs allowVegan; vegetarian without meat needs allowVegetarian; meat needs
 * allowNonVegetarian.
 */
export function isAllowedByEventRules(
  event: EventDietRules,
  dish: Pick<DishFlags, 'isVegan' | 'isVegetarian' | 'containsMeat'>,
): boolean {
  if (dish.isVegan && !event.allowVegan) return false;
  if (dish.isVegetarian && !dish.containsMeat && !event.allowVegetarian) return false;
  if (dish.containsMeat && !event.allowNonVegetarian) return false;
  return true;
}
