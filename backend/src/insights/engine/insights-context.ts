import type { CategoryBalance } from './category-balance';
import type { DietaryCoverage } from './dietary-coverage';
import type { Headcount } from './headcount';
import { isFoodCategory, type InsightsDish, type InsightsInput } from './insights-input';
import { parseServingSize } from './serving-size';

import type { InsightItem } from '../../contracts/insights.contract';
import type { Say } from './insight-say';

// What every rule reads: the input and the facts computed once from it.

export interface FoodQuantity {
  /** Servings the attending guests need, rounded up. */
  needed: number;
  /** Extra servings if every maybe comes, rounded up. */
  maybeExtra: number;
  /** Parsed serving sizes of food dishes, rounded down. */
  covered: number;
  /** Food dishes whose size was a default estimate. */
  estimated: number;
  foodDishes: number;
}

export function summariseFoodQuantity(headcount: Headcount, dishes: readonly InsightsDish[]): FoodQuantity {
  const food = dishes.filter((d) => isFoodCategory(d.category));
  const parsed = food.map((d) => parseServingSize(d.servingSize, d.category));
  const needed = Math.ceil(headcount.servings);
  return {
    needed,
    maybeExtra: Math.ceil(headcount.servings + headcount.maybeServings) - needed,
    covered: Math.floor(parsed.reduce((sum, p) => sum + p.servings, 0)),
    estimated: parsed.filter((p) => p.estimated).length,
    foodDishes: food.length,
  };
}

export interface InsightsContext {
  input: InsightsInput;
  headcount: Headcount;
  balance: CategoryBalance;
  dietary: DietaryCoverage;
  quantity: FoodQuantity;
}

/** An insight as a rule finds it: its words (`say`) are written in a reader's language afterwards. */
export type EngineItem = Omit<InsightItem, 'message'> & { say: Say };

export type Rule = (ctx: InsightsContext) => EngineItem[];
