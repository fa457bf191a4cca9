import type { DishCategory } from '@contracts/common.contract';
import { slotGroupOf } from '@contracts/planning.rules';
import { t } from '@/lib/i18n';

/** Badge and select label of a dish category, in the active locale. */
export const categoryLabel = (category: DishCategory): string => t(`dish.category.${category}`);

/** The filter bar of the dish page, in order; 'drinks' is soft drinks or alcohol. */
export const DISH_FILTERS = [
  { value: 'all' },
  { value: 'appetizer' },
  { value: 'main_dish' },
  { value: 'side_dish' },
  { value: 'dessert' },
  { value: 'soft_drinks' },
  { value: 'alcohol' },
  { value: 'drinks' },
] as const;
export type DishFilter = (typeof DISH_FILTERS)[number]['value'];

/** A filter chip's label, in the active locale. */
export const filterLabel = (filter: DishFilter): string => t(`dish.filter.${filter}`);

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
