import { type CategoryBalance, categoryGroupOf, computeCategoryBalance } from './category-balance';
import { assessDietaryCoverage, type DietaryCoverage, type DietaryNeed } from './dietary-coverage';
import { mentionsPork } from './dietary-restrictions';
import { dishNameKey } from './dish-name';
import { countHeads, type Headcount } from './headcount';
import {
  capitalise,
  capitalisedCount,
  GROUP_TEXT,
  guestsPhrase,
  isAre,
  listJoin,
  listWithMore,
  nameWithContributor,
  peoplePhrase,
  plural,
} from './insight-text';
import {
  type DishCategory,
  isFoodCategory,
  isPastEvent,
  type PlanningDish,
  type PlanningInput,
} from './planning-input';
import { parseServingSize } from './serving-size';

import type { InsightItem, InsightKind, InsightSeverity } from '../../contracts/insights.contract';
import { INSIGHT_KINDS, INSIGHT_SEVERITIES } from '../../contracts/insights.rules';

export type { InsightItem, InsightKind, InsightSeverity };

export interface Insights {
  /** The items' messages, most important first. */
  suggestions: string[];
  items: InsightItem[];
}

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

export function summariseFoodQuantity(headcount: Headcount, dishes: readonly PlanningDish[]): FoodQuantity {
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

export interface PlanningContext {
  input: PlanningInput;
  headcount: Headcount;
  balance: CategoryBalance;
  dietary: DietaryCoverage;
  quantity: FoodQuantity;
}

export type Rule = (ctx: PlanningContext) => InsightItem[];

function pastEventItem(ctx: PlanningContext): InsightItem {
  const { headcount: h, input } = ctx;
  const details = [
    h.people > 0 ? peoplePhrase(h.adults, h.kids) : '',
    input.dishes.length > 0 ? `${plural(input.dishes.length, 'dish', 'dishes')} signed up` : '',
  ].filter((d) => d);
  const suffix = details.length ? ` (${details.join(', ')})` : '';
  return { kind: 'past_event', severity: 'info', message: `This potluck has already taken place${suffix}.` };
}

export const noRsvpsRule: Rule = ({ input, headcount: h }) => {
  if (h.people > 0) return [];
  const share = 'Share the join link so guests can sign up.';
  let message: string;
  if (input.rsvps.length === 0) {
    message = `No RSVPs yet. ${share}`;
  } else if (h.maybeRsvps > 0) {
    message = `Nobody has confirmed yet, but ${plural(h.maybeRsvps, 'maybe')} could mean up to ${peoplePhrase(h.maybeAdults, h.maybeKids)}. ${share}`;
  } else {
    message = `Nobody has confirmed yet (${h.notAttendingRsvps} can't make it). ${share}`;
  }
  return [{ kind: 'no_rsvps', severity: 'info', message }];
};

export const foodQuantityRule: Rule = ({ headcount: h, quantity: q }) => {
  if (h.people === 0) return [];
  const verb = h.people === 1 ? 'needs' : 'need';
  const kidsNote = h.kids > 0 ? ' (kids count as half)' : '';
  const maybeNote = q.maybeExtra > 0 ? `, plus up to ${q.maybeExtra} more if the maybes come` : '';
  const demand = `${peoplePhrase(h.adults, h.kids)} ${verb} about ${plural(q.needed, 'serving')}${kidsNote}${maybeNote}`;
  if (q.foodDishes === 0) {
    return [{ kind: 'food_quantity', severity: 'high', message: `${demand}, but no food is signed up yet.` }];
  }
  const estimated = q.estimated > 0 ? ` (${plural(q.estimated, 'size')} estimated)` : '';
  const supply = `dishes signed up cover about ${q.covered}${estimated}`;
  if (q.covered < q.needed) {
    const short = q.needed - q.covered;
    return [
      {
        kind: 'food_quantity',
        severity: q.covered * 2 < q.needed ? 'high' : 'medium',
        message: `${demand}; ${supply}. That's about ${plural(short, 'serving')} short.`,
      },
    ];
  }
  if (q.covered < q.needed + q.maybeExtra) {
    const short = q.needed + q.maybeExtra - q.covered;
    return [
      {
        kind: 'food_quantity',
        severity: 'low',
        message: `${demand}; ${supply}. That's enough for everyone confirmed, but about ${plural(short, 'serving')} short if all the maybes come.`,
      },
    ];
  }
  return [{ kind: 'food_quantity', severity: 'info', message: `${demand}; ${supply}, so there's enough food.` }];
};

export const categoryBalanceRule: Rule = ({ headcount: h, balance }) => {
  const top = balance.mostNeeded;
  if (h.people === 0 || !top) return [];
  const others = balance.ranked.filter((r) => r !== top && r.gap > 0);
  let message = `${capitalise(GROUP_TEXT[top.group].plural)} are the biggest gap: ${top.have} of ${top.target} signed up for ${plural(h.people, 'person', 'people')}.`;
  if (others.length > 0) {
    message += ` Also short: ${listJoin(others.map((r) => `${GROUP_TEXT[r.group].plural} (${r.have} of ${r.target})`))}.`;
  }
  // No main at all is urgent; missing plates alone can wait.
  const gaps = [top, ...others];
  const severity: InsightSeverity = gaps.some((r) => r.group === 'main_dish' && r.have === 0)
    ? 'high'
    : gaps.some((r) => r.group !== 'cutlery')
      ? 'medium'
      : 'low';
  // Drinks are planned together; a soft drink is the safe thing to ask for.
  const category: DishCategory = top.group === 'drinks' ? 'soft_drinks' : top.group;
  return [{ kind: 'category_balance', severity, category, message }];
};

const NEED_LABEL: Readonly<Record<DietaryNeed['need'], string>> = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  gluten_free: 'gluten-free',
  dairy_free: 'dairy-free',
  mild: 'mild',
};

function dietaryNeedItem(need: DietaryNeed, dietary: DietaryCoverage): InsightItem | null {
  const n = need.people;
  const have = need.matching.length;
  switch (need.need) {
    case 'vegetarian':
    case 'vegan': {
      const vegans = dietary.counts.byTag.vegan;
      // When every meat-free guest is vegan, the vegan sentence speaks for them.
      if (need.need === 'vegetarian' && vegans >= n) return null;
      const label = NEED_LABEL[need.need];
      const including = need.need === 'vegetarian' && vegans > 0 ? ` (including ${vegans} vegan)` : '';
      const who = `${guestsPhrase(n)} ${isAre(n)} ${label}${including}`;
      if (!need.allowedByEvent) {
        return {
          kind: 'dietary_conflict',
          severity: 'medium',
          category: 'main_dish',
          message: `${who}, but this potluck doesn't allow ${label} dishes. You may want to check with them.`,
        };
      }
      if (need.shortfall === 0) return null;
      const message =
        have === 0
          ? `${who} but no main is ${label} yet.`
          : `${who} but only ${have} ${have === 1 ? 'main is' : 'mains are'} ${label}; aim for at least ${need.needed}.`;
      return { kind: 'dietary_coverage', severity: have === 0 ? 'medium' : 'low', category: 'main_dish', message };
    }
    case 'gluten_free':
    case 'dairy_free': {
      if (need.shortfall === 0) return null;
      const label = NEED_LABEL[need.need];
      return {
        kind: 'dietary_coverage',
        severity: 'medium',
        message: `${guestsPhrase(n)} ${n === 1 ? 'needs' : 'need'} ${label} food, but no dish is marked ${label} yet.`,
      };
    }
    case 'mild':
      if (need.shortfall === 0) return null;
      return {
        kind: 'dietary_coverage',
        severity: 'low',
        category: 'main_dish',
        message: `${guestsPhrase(n)} ${n === 1 ? 'prefers' : 'prefer'} mild food, but every main is spicy. A mild main would help.`,
      };
  }
}

export const dietaryCoverageRule: Rule = ({ headcount: h, dietary }) => {
  if (h.people === 0) return [];
  return dietary.needs.map((need) => dietaryNeedItem(need, dietary)).filter((i): i is InsightItem => i !== null);
};

function itThem(n: number): string {
  return n === 1 ? 'it' : 'them';
}

export const allergenRule: Rule = ({ input, dietary }) => {
  const items: InsightItem[] = [];
  const nutPeople = dietary.counts.byTag.nut_allergy;
  const nutDishes = input.dishes.filter((d) => d.containsNuts);
  if (nutDishes.length > 0 && (nutPeople > 0 || dietary.noteTags.has('nut_allergy'))) {
    const k = nutDishes.length;
    const what = `${plural(k, 'dish', 'dishes')} ${k === 1 ? 'contains' : 'contain'} nuts: ${listJoin(nutDishes.map(nameWithContributor))}`;
    const lead =
      nutPeople > 0
        ? `${guestsPhrase(nutPeople)} ${nutPeople === 1 ? 'has' : 'have'} a nut allergy, and ${what}.`
        : `The event note asks for nut-free food, but ${what}.`;
    items.push({
      kind: 'allergen_warning',
      severity: 'high',
      message: `${lead} Please label ${itThem(k)} clearly and serve ${itThem(k)} away from the other food.`,
    });
  }

  // Without any gluten- or dairy-free dish the coverage rule speaks; with some, unlabelled ones need care.
  const food = input.dishes.filter((d) => isFoodCategory(d.category));
  const labelled = [
    {
      people: dietary.counts.byTag.gluten_free,
      word: 'gluten',
      label: 'gluten-free',
      free: (d: PlanningDish) => d.isGlutenFree,
    },
    {
      people: dietary.counts.byTag.dairy_free,
      word: 'dairy',
      label: 'dairy-free',
      free: (d: PlanningDish) => d.isDairyFree,
    },
  ];
  for (const { people, word, label, free } of labelled) {
    const unflagged = food.filter((d) => !free(d));
    if (people === 0 || unflagged.length === 0 || unflagged.length === food.length) continue;
    const k = unflagged.length;
    items.push({
      kind: 'allergen_warning',
      severity: 'low',
      message: `${guestsPhrase(people)} ${people === 1 ? 'avoids' : 'avoid'} ${word}; ${listWithMore(unflagged.map(nameWithContributor))} ${k === 1 ? "isn't" : "aren't"} marked ${label}, so please label ${itThem(k)} clearly.`,
    });
  }
  return items;
};

export const porkRule: Rule = ({ input, dietary }) => {
  if (!dietary.avoidPork) return [];
  const porkDishes = input.dishes.filter((d) => mentionsPork(d.name));
  if (porkDishes.length === 0) return [];
  const k = porkDishes.length;
  const list = listJoin(porkDishes.map(nameWithContributor));
  const n = dietary.counts.avoidPork;
  const lead =
    n > 0
      ? `${guestsPhrase(n)} ${n === 1 ? "doesn't" : "don't"} eat pork, and ${list} may contain it.`
      : `The event note asks to avoid pork, but ${list} may contain it.`;
  return [{ kind: 'dietary_warning', severity: 'medium', message: `${lead} Please label ${itThem(k)} clearly.` }];
};

export const drinksForKidsRule: Rule = ({ input, headcount: h, dietary }) => {
  const noAlcohol = dietary.counts.avoidAlcohol;
  if (h.people === 0 || (h.kids === 0 && noAlcohol === 0)) return [];
  if (input.dishes.some((d) => d.category === 'soft_drinks')) return [];
  const who = listJoin(
    [
      h.kids > 0 ? `${plural(h.kids, 'kid')} ${isAre(h.kids)} coming` : '',
      noAlcohol > 0 ? `${guestsPhrase(noAlcohol)} ${noAlcohol === 1 ? "doesn't" : "don't"} drink alcohol` : '',
    ].filter((p) => p),
  );
  const alcohol = input.dishes.filter((d) => d.category === 'alcohol');
  const situation =
    alcohol.length > 0
      ? `the only drinks so far are alcohol (${listJoin(alcohol.map((d) => d.name.trim()))})`
      : 'no drinks are signed up yet';
  return [
    {
      kind: 'drinks_for_kids',
      severity: 'medium',
      category: 'soft_drinks',
      message: `${capitalise(who)}, but ${situation}. Could someone bring juice or a soft drink?`,
    },
  ];
};

export const duplicatesRule: Rule = ({ input, balance }) => {
  const groups = new Map<string, PlanningDish[]>();
  for (const dish of input.dishes) {
    const key = dishNameKey(dish.name);
    if (!key) continue;
    groups.set(key, [...(groups.get(key) ?? []), dish]);
  }
  const items: InsightItem[] = [];
  for (const dishes of groups.values()) {
    if (dishes.length < 2) continue;
    const shown = dishes[0].name.trim();
    const contributors = [...new Set(dishes.map((d) => d.contributorName.trim() || 'Someone'))];
    let message: string;
    if (contributors.length === 1) {
      const times = dishes.length === 2 ? 'twice' : `${dishes.length} times`;
      message = `${contributors[0]} signed up ${shown} ${times}. One of them may be a mistake.`;
    } else {
      const group = categoryGroupOf(dishes[0].category);
      const needed = balance.mostNeeded?.group;
      const instead = !needed
        ? 'something different'
        : needed === group
          ? `a different ${GROUP_TEXT[group].singular}`
          : GROUP_TEXT[needed].article;
      message = `${capitalisedCount(contributors.length)} people are bringing ${shown} (${listJoin(contributors)}). Maybe one could bring ${instead} instead.`;
    }
    items.push({ kind: 'duplicate_dish', severity: 'low', category: dishes[0].category, message });
  }
  return items;
};

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
];

function allCoveredItem(ctx: PlanningContext): InsightItem {
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

export function buildInsights(input: PlanningInput): Insights {
  const headcount = countHeads(input.rsvps);
  const ctx: PlanningContext = {
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
