import type { DishCategory } from '@contracts/common.contract';
import { slotGroupOf } from '@contracts/planning.rules';

/** Badge and select labels for the seven dish categories. */
export const CATEGORY_LABEL: Record<DishCategory, string> = {
  appetizer: 'Appetizer',
  main_dish: 'Main Dish',
  side_dish: 'Side Dish',
  dessert: 'Dessert',
  soft_drinks: 'Soft Drinks',
  alcohol: 'Alcohol',
  cutlery: 'Cutlery & Supplies',
};

/** The filter bar of the dish page, in order; 'drinks' is soft drinks or alcohol. */
export const DISH_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'appetizer', label: 'Appetizers' },
  { value: 'main_dish', label: 'Mains' },
  { value: 'side_dish', label: 'Sides' },
  { value: 'dessert', label: 'Desserts' },
  { value: 'soft_drinks', label: 'Soft Drinks' },
  { value: 'alcohol', label: 'Alcohol' },
  { value: 'drinks', label: 'All Drinks' },
] as const;
export type DishFilter = (typeof DISH_FILTERS)[number]['value'];

/** A valid ?category= value preselects its filter; anything else (including cutlery) falls back to All. */
export function parseDishFilter(value: string | null | undefined): DishFilter {
  return DISH_FILTERS.some((f) => f.value === value) ? (value as DishFilter) : 'all';
}

export function matchesDishFilter(category: DishCategory, filter: DishFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'drinks') return slotGroupOf(category) === 'drinks';
  return category === filter;
}

/** The illustration shown when a dish has no image of its own. */
export function defaultDishImage(category: DishCategory): string {
  return `/images/dishes/${category}.svg`;
}
