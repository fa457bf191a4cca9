import { type SlotGroup, slotGroupOf } from '../../contracts/planning.rules';
import { type DishCategory, type InsightsDish } from './insights-input';

// The groups of the host's slots: soft drinks and alcohol are planned together as "drinks", like the event page's
// Drinks tile.
export type CategoryGroup = SlotGroup;

// Also the tie-break order: when two groups are equally short, the more filling one comes first.
export const CATEGORY_GROUPS: readonly CategoryGroup[] = [
  'main_dish',
  'side_dish',
  'appetizer',
  'dessert',
  'drinks',
  'cutlery',
];

// How many dishes of each kind ten people need. Cutlery is one set for any event with people.
export const DISHES_PER_TEN_PEOPLE: Readonly<Record<Exclude<CategoryGroup, 'cutlery'>, number>> = {
  appetizer: 1,
  main_dish: 1.5,
  side_dish: 1.5,
  dessert: 1,
  drinks: 1,
};

export function categoryGroupOf(category: DishCategory): CategoryGroup {
  return slotGroupOf(category);
}

/** Rounded to the nearest whole dish (halves round up); at least one main as soon as anyone comes. */
export function targetDishCount(group: CategoryGroup, people: number): number {
  if (people <= 0) return 0;
  if (group === 'cutlery') return 1;
  const target = Math.round((people * DISHES_PER_TEN_PEOPLE[group]) / 10);
  return group === 'main_dish' ? Math.max(1, target) : target;
}

export interface CategoryBalanceRow {
  group: CategoryGroup;
  target: number;
  have: number;
  /** How many more dishes the group needs; 0 when on target or over. */
  gap: number;
}

export interface CategoryBalance {
  people: number;
  /** One row per group, in CATEGORY_GROUPS order. */
  rows: CategoryBalanceRow[];
  /** The same rows, most needed first: biggest gap, food before cutlery, least filled, CATEGORY_GROUPS order. */
  ranked: CategoryBalanceRow[];
  /** The first ranked row if it has a gap, else null. */
  mostNeeded: CategoryBalanceRow | null;
}

export function computeCategoryBalance(
  people: number,
  dishes: readonly Pick<InsightsDish, 'category'>[],
): CategoryBalance {
  const rows = CATEGORY_GROUPS.map((group): CategoryBalanceRow => {
    const target = targetDishCount(group, people);
    const have = dishes.filter((d) => categoryGroupOf(d.category) === group).length;
    return { group, target, have, gap: Math.max(0, target - have) };
  });
  const fill = (r: CategoryBalanceRow) => (r.target > 0 ? r.have / r.target : Number.POSITIVE_INFINITY);
  // Plates matter less than food on an equal gap, so cutlery loses every tie.
  const isCutlery = (r: CategoryBalanceRow) => (r.group === 'cutlery' ? 1 : 0);
  const ranked = [...rows].sort(
    (a, b) =>
      b.gap - a.gap ||
      isCutlery(a) - isCutlery(b) ||
      fill(a) - fill(b) ||
      CATEGORY_GROUPS.indexOf(a.group) - CATEGORY_GROUPS.indexOf(b.group),
  );
  return { people, rows, ranked, mostNeeded: ranked[0].gap > 0 ? ranked[0] : null };
}
