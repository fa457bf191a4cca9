import { categoryGroupOf } from './category-balance';
import { dishNameKey } from './dish-name';
import { capital, list, say, sentences, type Say } from './insight-say';
import type { EngineItem, Rule } from './insights-context';
import type { DishCategory, InsightsDish } from './insights-input';

import type { InsightSeverity } from '../../contracts/insights.contract';

// The rules about what is brought: who is coming, how much food, which categories, drinks, and the same dish twice.

/** "12 adults and 4 kids", "1 adult", "3 kids", "0 people". */
export function peopleSay(adults: number, kids: number): Say {
  const parts = [
    ...(adults > 0 ? [say('insights.say.adults', { count: adults })] : []),
    ...(kids > 0 ? [say('insights.say.kids', { count: kids })] : []),
  ];
  return parts.length ? list(parts) : say('insights.say.noPeople');
}

export const noRsvpsRule: Rule = ({ input, headcount: h }) => {
  if (h.people > 0) return [];
  const share = say('insights.say.share');
  let first: Say;
  if (input.rsvps.length === 0) {
    first = say('insights.say.noRsvps');
  } else if (h.maybeRsvps > 0) {
    first = say('insights.say.maybesOnly', { maybes: h.maybeRsvps, people: peopleSay(h.maybeAdults, h.maybeKids) });
  } else {
    first = say('insights.say.noneComing', { count: h.notAttendingRsvps });
  }
  return [{ kind: 'no_rsvps', severity: 'info', say: sentences(first, share) }];
};

export const foodQuantityRule: Rule = ({ headcount: h, quantity: q }) => {
  if (h.people === 0) return [];
  const demand = say('insights.say.demand', {
    people: peopleSay(h.adults, h.kids),
    peopleCount: h.people,
    servings: q.needed,
    kids: h.kids > 0 ? 'yes' : 'no',
    maybeExtra: q.maybeExtra,
  });
  if (q.foodDishes === 0) {
    return [{ kind: 'food_quantity', severity: 'high', say: say('insights.say.noFood', { demand }) }];
  }
  const supply = say('insights.say.supply', { covered: q.covered, estimated: q.estimated });
  if (q.covered < q.needed) {
    return [
      {
        kind: 'food_quantity',
        severity: q.covered * 2 < q.needed ? 'high' : 'medium',
        say: say('insights.say.short', { demand, supply, short: q.needed - q.covered }),
      },
    ];
  }
  if (q.covered < q.needed + q.maybeExtra) {
    const short = q.needed + q.maybeExtra - q.covered;
    return [
      { kind: 'food_quantity', severity: 'low', say: say('insights.say.shortIfMaybes', { demand, supply, short }) },
    ];
  }
  return [{ kind: 'food_quantity', severity: 'info', say: say('insights.say.enough', { demand, supply }) }];
};

export const categoryBalanceRule: Rule = ({ headcount: h, balance }) => {
  const top = balance.mostNeeded;
  if (h.people === 0 || !top) return [];
  const others = balance.ranked.filter((r) => r !== top && r.gap > 0);
  const gap = say('insights.say.biggestGap', {
    group: top.group,
    have: top.have,
    target: top.target,
    people: h.people,
  });
  const also = others.length
    ? [
        say('insights.say.alsoShort', {
          groups: list(
            others.map((r) => say('insights.say.groupGap', { group: r.group, have: r.have, target: r.target })),
          ),
        }),
      ]
    : [];
  // No main at all is urgent; missing plates alone can wait.
  const gaps = [top, ...others];
  const severity: InsightSeverity = gaps.some((r) => r.group === 'main_dish' && r.have === 0)
    ? 'high'
    : gaps.some((r) => r.group !== 'cutlery')
      ? 'medium'
      : 'low';
  // Drinks are planned together; a soft drink is the safe thing to ask for.
  const category: DishCategory = top.group === 'drinks' ? 'soft_drinks' : top.group;
  return [{ kind: 'category_balance', severity, category, say: sentences(gap, ...also) }];
};

export const drinksForKidsRule: Rule = ({ input, headcount: h, dietary }) => {
  const noAlcohol = dietary.counts.avoidAlcohol;
  if (h.people === 0 || (h.kids === 0 && noAlcohol === 0)) return [];
  if (input.dishes.some((d) => d.category === 'soft_drinks')) return [];
  const who = list([
    ...(h.kids > 0 ? [say('insights.say.kidsComing', { count: h.kids })] : []),
    ...(noAlcohol > 0 ? [say('insights.say.noAlcohol', { count: noAlcohol })] : []),
  ]);
  const alcohol = input.dishes.filter((d) => d.category === 'alcohol');
  const situation =
    alcohol.length > 0
      ? say('insights.say.onlyAlcohol', { drinks: list(alcohol.map((d) => d.name.trim())) })
      : say('insights.say.noDrinks');
  return [
    {
      kind: 'drinks_for_kids',
      severity: 'medium',
      category: 'soft_drinks',
      say: say('insights.say.softDrinks', { who: capital(who), situation }),
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
  const items: EngineItem[] = [];
  for (const dishes of groups.values()) {
    if (dishes.length < 2) continue;
    const shown = dishes[0].name.trim();
    const named = dishes.map((d) => d.contributorName.trim());
    const contributors = [...new Set(named)];
    let words: Say;
    if (contributors.length === 1) {
      const name = contributors[0] || say('insights.say.someone');
      words = say('insights.say.dupSelf', { name, dish: shown, count: dishes.length });
    } else {
      const group = categoryGroupOf(dishes[0].category);
      const needed = balance.mostNeeded?.group;
      const instead = !needed
        ? say('insights.say.somethingDifferent')
        : needed === group
          ? say('insights.say.differentOne', { group })
          : say('insights.say.groupArticle', { group: needed });
      const names = list(contributors.map((c) => c || say('insights.say.someone')));
      words = say('insights.say.dupMany', { count: contributors.length, dish: shown, names, instead });
    }
    items.push({ kind: 'duplicate_dish', severity: 'low', category: dishes[0].category, say: words });
  }
  return items;
};
