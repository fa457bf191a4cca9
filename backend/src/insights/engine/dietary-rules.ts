import type { DietaryCoverage, DietaryNeed } from './dietary-coverage';
import { mentionsPork } from './dietary-restrictions';
import { list, listWithMore, say, sentences, type Say } from './insight-say';
import type { EngineItem, Rule } from './insights-context';
import { isFoodCategory, type InsightsDish } from './insights-input';

import { dishMeets } from '../../contracts/dish.rules';

// The rules about what guests can eat: dietary needs the mains must cover, allergens and pork to label.

/** A dish and who brings it: "Satay (Ravi)". */
function nameWithContributor(dish: { name: string; contributorName: string }): string {
  const who = dish.contributorName.trim();
  return who ? `${dish.name.trim()} (${who})` : dish.name.trim();
}

function dietaryNeedItem(need: DietaryNeed, dietary: DietaryCoverage): EngineItem | null {
  const n = need.people;
  const have = need.matching.length;
  switch (need.need) {
    case 'vegetarian':
    case 'vegan': {
      const vegans = dietary.counts.byTag.vegan;
      // When every meat-free guest is vegan, the vegan sentence speaks for them.
      if (need.need === 'vegetarian' && vegans >= n) return null;
      const who = say('insights.say.dietWho', { need: need.need, count: n, vegans });
      if (!need.allowedByEvent) {
        return {
          kind: 'dietary_conflict',
          severity: 'medium',
          category: 'main_dish',
          say: say('insights.say.dietNotAllowed', { who, need: need.need }),
        };
      }
      if (need.shortfall === 0) return null;
      const words =
        have === 0
          ? say('insights.say.dietNoMain', { who, need: need.need })
          : say('insights.say.dietFewMains', { who, need: need.need, have, needed: need.needed });
      return { kind: 'dietary_coverage', severity: have === 0 ? 'medium' : 'low', category: 'main_dish', say: words };
    }
    case 'gluten_free':
    case 'dairy_free': {
      if (need.shortfall === 0) return null;
      return {
        kind: 'dietary_coverage',
        severity: 'medium',
        say: say('insights.say.freeFood', { need: need.need, count: n }),
      };
    }
    case 'mild':
      if (need.shortfall === 0) return null;
      return {
        kind: 'dietary_coverage',
        severity: 'low',
        category: 'main_dish',
        say: say('insights.say.mild', { count: n }),
      };
  }
}

export const dietaryCoverageRule: Rule = ({ headcount: h, dietary }) => {
  if (h.people === 0) return [];
  return dietary.needs.map((need) => dietaryNeedItem(need, dietary)).filter((i): i is EngineItem => i !== null);
};

export const allergenRule: Rule = ({ input, dietary }) => {
  const items: EngineItem[] = [];
  const nutPeople = dietary.counts.byTag.nut_allergy;
  const nutDishes = input.dishes.filter((d) => !dishMeets(d, 'nut_allergy'));
  if (nutDishes.length > 0 && (nutPeople > 0 || dietary.noteTags.has('nut_allergy'))) {
    const k = nutDishes.length;
    const what = say('insights.say.nutDishes', { count: k, dishes: list(nutDishes.map(nameWithContributor)) });
    const lead: Say =
      nutPeople > 0 ? say('insights.say.nutGuests', { count: nutPeople, what }) : say('insights.say.nutNote', { what });
    items.push({
      kind: 'allergen_warning',
      severity: 'high',
      say: sentences(lead, say('insights.say.labelAndSeparate', { count: k })),
    });
  }

  // Without any gluten- or dairy-free dish the coverage rule speaks; with some, unlabelled ones need care.
  const food = input.dishes.filter((d) => isFoodCategory(d.category));
  const labelled = [
    { people: dietary.counts.byTag.gluten_free, need: 'gluten_free' as const },
    { people: dietary.counts.byTag.dairy_free, need: 'dairy_free' as const },
  ];
  for (const { people, need } of labelled) {
    const unflagged = food.filter((d: InsightsDish) => !dishMeets(d, need));
    if (people === 0 || unflagged.length === 0 || unflagged.length === food.length) continue;
    items.push({
      kind: 'allergen_warning',
      severity: 'low',
      say: say('insights.say.avoidUnmarked', {
        people,
        need,
        dishes: listWithMore(unflagged.map(nameWithContributor)),
        count: unflagged.length,
      }),
    });
  }
  return items;
};

export const porkRule: Rule = ({ input, dietary }) => {
  if (!dietary.avoidPork) return [];
  const porkDishes = input.dishes.filter((d) => mentionsPork(d.name));
  if (porkDishes.length === 0) return [];
  const dishes = list(porkDishes.map(nameWithContributor));
  const n = dietary.counts.avoidPork;
  const lead = n > 0 ? say('insights.say.porkGuests', { people: n, dishes }) : say('insights.say.porkNote', { dishes });
  return [
    {
      kind: 'dietary_warning',
      severity: 'medium',
      say: sentences(lead, say('insights.say.label', { count: porkDishes.length })),
    },
  ];
};
