import { categoryGroupOf } from './category-balance';
import { dishNameKey } from './dish-name';
import {
  capitalise,
  capitalisedCount,
  GROUP_TEXT,
  guestsPhrase,
  isAre,
  listJoin,
  peoplePhrase,
  plural,
} from './insight-text';
import type { Rule } from './insights-context';
import type { DishCategory, InsightsDish } from './insights-input';

import type { InsightItem, InsightSeverity } from '../../contracts/insights.contract';

// The rules about what is brought: who is coming, how much food, which categories, drinks, and the same dish twice.

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
  const groups = new Map<string, InsightsDish[]>();
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
