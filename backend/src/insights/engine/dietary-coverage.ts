import { targetDishCount } from './category-balance';
import {
  avoidsAlcohol,
  avoidsPork,
  countRestrictions,
  type DietaryTag,
  parseDietaryRestrictions,
  type RestrictionCounts,
} from './dietary-restrictions';
import { dishMeets } from '../../contracts/dish.rules';
import { countHeads } from './headcount';
import { type DishFlags, isFoodCategory, type InsightsDish, type InsightsInput } from './insights-input';

export type DietaryNeedKind = 'vegetarian' | 'vegan' | 'gluten_free' | 'dairy_free' | 'mild';

export interface DietaryNeed {
  need: DietaryNeedKind;
  /** Attending people with this need. */
  people: number;
  /** False when the event's rules forbid the dishes that would meet it (vegan guest, allowVegan off). */
  allowedByEvent: boolean;
  /** Vegetarian, vegan and mild needs are judged on mains; gluten and dairy on any food. */
  scope: 'mains' | 'food';
  /** Dishes in scope that meet the need. */
  matching: InsightsDish[];
  /** How many matching dishes would be enough. */
  needed: number;
  /** needed - matching, never below 0; 0 when the event forbids meeting it. */
  shortfall: number;
}

export interface DietaryCoverage {
  counts: RestrictionCounts;
  /** Tags found in the event's dietary note ("please keep it nut-free"). */
  noteTags: Set<DietaryTag>;
  /** Only needs somebody has, in a fixed order: vegetarian, vegan, gluten_free, dairy_free, mild. */
  needs: DietaryNeed[];
  /** Nuts must never be suggested: a guest is allergic or the note asks for nut-free. */
  avoidNuts: boolean;
  avoidPork: boolean;
  /** The note rules alcohol out; guests who avoid it only push it down the list. */
  noteBansAlcohol: boolean;
}

/** Which flags meet which need is the dish rules' table (DISH_FLAG_RESTRICTIONS). */
export function meetsNeed(dish: DishFlags, need: DietaryNeedKind): boolean {
  return dishMeets(dish, need);
}

export function assessDietaryCoverage(input: InsightsInput): DietaryCoverage {
  const { event, rsvps, dishes } = input;
  const counts = countRestrictions(rsvps);
  const noteTags = parseDietaryRestrictions(event.dietaryNote);
  const people = countHeads(rsvps).people;
  const mains = dishes.filter((d) => d.category === 'main_dish');
  const food = dishes.filter((d) => isFoodCategory(d.category));

  // Meat-free guests should get their share of the mains, and always at least one.
  const mainsShare = (n: number) =>
    Math.max(1, Math.round((targetDishCount('main_dish', people) * n) / Math.max(people, 1)));

  const candidates: Array<Omit<DietaryNeed, 'matching' | 'shortfall'> & { pool: InsightsDish[] }> = [
    {
      need: 'vegetarian',
      people: counts.meatFree,
      allowedByEvent: event.allowVegetarian,
      scope: 'mains',
      pool: mains,
      needed: mainsShare(counts.meatFree),
    },
    {
      need: 'vegan',
      people: counts.byTag.vegan,
      allowedByEvent: event.allowVegan,
      scope: 'mains',
      pool: mains,
      needed: mainsShare(counts.byTag.vegan),
    },
    {
      need: 'gluten_free',
      people: counts.byTag.gluten_free,
      allowedByEvent: true,
      scope: 'food',
      pool: food,
      needed: 1,
    },
    { need: 'dairy_free', people: counts.byTag.dairy_free, allowedByEvent: true, scope: 'food', pool: food, needed: 1 },
    // Only worth saying once there are mains and every one of them is spicy.
    {
      need: 'mild',
      people: counts.byTag.mild,
      allowedByEvent: true,
      scope: 'mains',
      pool: mains,
      needed: mains.length > 0 ? 1 : 0,
    },
  ];

  const needs = candidates
    .filter((c) => c.people > 0)
    .map(({ pool, ...c }): DietaryNeed => {
      const matching = pool.filter((d) => meetsNeed(d, c.need));
      return { ...c, matching, shortfall: c.allowedByEvent ? Math.max(0, c.needed - matching.length) : 0 };
    });

  return {
    counts,
    noteTags,
    needs,
    avoidNuts: counts.byTag.nut_allergy > 0 || noteTags.has('nut_allergy'),
    avoidPork: counts.avoidPork > 0 || avoidsPork(noteTags),
    noteBansAlcohol: avoidsAlcohol(noteTags),
  };
}
