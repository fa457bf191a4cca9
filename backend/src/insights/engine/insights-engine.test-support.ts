import { buildInsights, type InsightItem, type InsightKind } from './insights-engine';
import type { InsightsInput } from './insights-input';

// Helpers of the insight specs (the rules are tested through buildInsights, as the service calls it).

/** The items of one kind that buildInsights gives for `i`, without their kind and category. */
export function itemsOf(kind: InsightKind, i: InsightsInput): Array<Pick<InsightItem, 'severity' | 'message'>> {
  return buildInsights(i)
    .items.filter((item) => item.kind === kind)
    .map(({ severity, message }) => ({ severity, message }));
}

/** Dietary flags of a vegetarian dish, and of a vegan one (which is also free of gluten and dairy). */
export const veg = { isVegetarian: true };
export const vegan = { isVegetarian: true, isVegan: true, isGlutenFree: true, isDairyFree: true };
