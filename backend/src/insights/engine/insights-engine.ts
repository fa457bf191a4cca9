import { computeCategoryBalance } from './category-balance';
import { assessDietaryCoverage } from './dietary-coverage';
import { allergenRule, dietaryCoverageRule, porkRule } from './dietary-rules';
import {
  categoryBalanceRule,
  drinksForKidsRule,
  duplicatesRule,
  foodQuantityRule,
  noRsvpsRule,
  peopleSay,
} from './food-rules';
import { countHeads } from './headcount';
import { kitchenClashRule } from './kitchen-rules';
import { jobsRule } from './jobs-rules';
import { capital, list, say, sentences, writeSay } from './insight-say';
import { summariseFoodQuantity, type EngineItem, type InsightsContext, type Rule } from './insights-context';
import type { ServerLocale } from '../../i18n/catalogue';
import { isPastEvent, type InsightsInput } from './insights-input';

import type { InsightItem, InsightKind, InsightSeverity } from '../../contracts/insights.contract';
import { INSIGHT_KINDS, INSIGHT_SEVERITIES } from '../../contracts/insights.rules';

export type { InsightItem, InsightKind, InsightSeverity };

export interface Insights {
  /** The items' messages, most important first. */
  suggestions: string[];
  items: InsightItem[];
}

function pastEventItem(ctx: InsightsContext): EngineItem {
  const { headcount: h, input } = ctx;
  const people = h.people > 0 ? peopleSay(h.adults, h.kids) : null;
  const dishes = input.dishes.length > 0 ? say('insights.say.dishesSignedUp', { count: input.dishes.length }) : null;
  const details = people && dishes ? say('insights.say.pastBoth', { people, dishes }) : (people ?? dishes);
  return {
    kind: 'past_event',
    severity: 'info',
    say: details ? say('insights.say.pastWith', { details }) : say('insights.say.past'),
  };
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
  jobsRule,
];

function allCoveredItem(ctx: InsightsContext): EngineItem {
  const { quantity: q, dietary } = ctx;
  const groups = dietary.needs
    .filter((n) => n.need !== 'mild' && !(n.need === 'vegetarian' && dietary.counts.byTag.vegan >= n.people))
    .map((n) => say('insights.say.need', { need: n.need }));
  const covered = say('insights.say.allCovered', { covered: q.covered, needed: q.needed });
  return {
    kind: 'all_covered',
    severity: 'info',
    say: groups.length
      ? sentences(covered, say('insights.say.cateredFor', { groups: capital(list(groups)) }))
      : covered,
  };
}

export function sortInsights<T extends Pick<InsightItem, 'severity' | 'kind'>>(items: readonly T[]): T[] {
  // Array.prototype.sort is stable, so items of the same rule keep the order the rule gave them.
  return [...items].sort(
    (a, b) =>
      // Most urgent first; within one severity, in the order of the list of kinds (safety, food, polish).
      INSIGHT_SEVERITIES.indexOf(a.severity) - INSIGHT_SEVERITIES.indexOf(b.severity) ||
      INSIGHT_KINDS.indexOf(a.kind) - INSIGHT_KINDS.indexOf(b.kind),
  );
}

/** The insights of an event, written in one language (English, the spec's wording, unless another is asked for). */
export function buildInsights(input: InsightsInput, locale: ServerLocale = 'en'): Insights {
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

  const sorted = sortInsights(items).map(({ say: words, ...item }): InsightItem => ({
    ...item,
    message: writeSay(words, locale),
  }));
  return { suggestions: sorted.map((i) => i.message), items: sorted };
}
