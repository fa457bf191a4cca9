import { computeCategoryBalance } from './category-balance';
import { assessDietaryCoverage } from './dietary-coverage';
import { allergenRule, dietaryCoverageRule, NEED_LABEL, porkRule } from './dietary-rules';
import { categoryBalanceRule, drinksForKidsRule, duplicatesRule, foodQuantityRule, noRsvpsRule } from './food-rules';
import { countHeads } from './headcount';
import { kitchenClashRule } from './kitchen-rules';
import { capitalise, listJoin, peoplePhrase, plural } from './insight-text';
import { summariseFoodQuantity, type InsightsContext, type Rule } from './insights-context';
import { isPastEvent, type InsightsInput } from './insights-input';

import type { InsightItem, InsightKind, InsightSeverity } from '../../contracts/insights.contract';
import { INSIGHT_KINDS, INSIGHT_SEVERITIES } from '../../contracts/insights.rules';

export type { InsightItem, InsightKind, InsightSeverity };

export interface Insights {
  /** The items' messages, most important first. */
  suggestions: string[];
  items: InsightItem[];
}

function pastEventItem(ctx: InsightsContext): InsightItem {
  const { headcount: h, input } = ctx;
  const details = [
    h.people > 0 ? peoplePhrase(h.adults, h.kids) : '',
    input.dishes.length > 0 ? `${plural(input.dishes.length, 'dish', 'dishes')} signed up` : '',
  ].filter((d) => d);
  const suffix = details.length ? ` (${details.join(', ')})` : '';
  return { kind: 'past_event', severity: 'info', message: `This potluck has already taken place${suffix}.` };
}

// The order here doesn't matter for the output (INSIGHT_KINDS's order does); it is the order rules run in.
export const RULES: readonly Rule[] = [
  noRsvpsRule,
  allergenRule,
  foodQuantityRule,
  categoryBalanceRule,
  dietaryCoverageRule,
  porkRule,
  drinksForKidsRule,
  duplicatesRule,
  kitchenClashRule,
];

function allCoveredItem(ctx: InsightsContext): InsightItem {
  const { quantity: q, dietary } = ctx;
  const groups = dietary.needs
    .filter((n) => n.need !== 'mild' && !(n.need === 'vegetarian' && dietary.counts.byTag.vegan >= n.people))
    .map((n) => NEED_LABEL[n.need]);
  const diets = groups.length ? ` ${capitalise(listJoin(groups))} guests are catered for too.` : '';
  return {
    kind: 'all_covered',
    severity: 'info',
    message: `Everything's covered: dishes cover about ${q.covered} servings for the ${q.needed} needed, and every category has enough dishes.${diets}`,
  };
}

export function sortInsights(items: readonly InsightItem[]): InsightItem[] {
  // Array.prototype.sort is stable, so items of the same rule keep the order the rule gave them.
  return [...items].sort(
    (a, b) =>
      // Most urgent first; within one severity, in the order of the list of kinds (safety, food, polish).
      INSIGHT_SEVERITIES.indexOf(a.severity) - INSIGHT_SEVERITIES.indexOf(b.severity) ||
      INSIGHT_KINDS.indexOf(a.kind) - INSIGHT_KINDS.indexOf(b.kind),
  );
}

export function buildInsights(input: InsightsInput): Insights {
  const headcount = countHeads(input.rsvps);
  const ctx: InsightsContext = {
    input,
    headcount,
    balance: computeCategoryBalance(headcount.people, input.dishes),
    dietary: assessDietaryCoverage(input),
    quantity: summariseFoodQuantity(headcount, input.dishes),
  };

  // A past event gets one line of history, not a to-do list.
  let items = isPastEvent(input) ? [pastEventItem(ctx)] : RULES.flatMap((rule) => rule(ctx));

  const nothingToDo = items.every((i) => i.severity === 'info');
  if (!isPastEvent(input) && nothingToDo && headcount.people > 0 && ctx.quantity.foodDishes > 0) {
    // The positive summary replaces the plain "there's enough food" line it would repeat.
    items = [...items.filter((i) => i.kind !== 'food_quantity'), allCoveredItem(ctx)];
  }

  const sorted = sortInsights(items);
  return { suggestions: sorted.map((i) => i.message), items: sorted };
}
