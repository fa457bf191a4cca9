import type { DietaryCoverage, DietaryNeed } from './dietary-coverage';
import { mentionsPork } from './dietary-restrictions';
import { guestsPhrase, isAre, listJoin, listWithMore, nameWithContributor, plural } from './insight-text';
import type { Rule } from './insights-context';
import { isFoodCategory, type InsightsDish } from './insights-input';

import { dishMeets } from '../../contracts/dish.rules';
import type { InsightItem } from '../../contracts/insights.contract';

// The rules about what guests can eat: dietary needs the mains must cover, allergens and pork to label.

export const NEED_LABEL: Readonly<Record<DietaryNeed['need'], string>> = {
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
  const nutDishes = input.dishes.filter((d) => !dishMeets(d, 'nut_allergy'));
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
      free: (d: InsightsDish) => dishMeets(d, 'gluten_free'),
    },
    {
      people: dietary.counts.byTag.dairy_free,
      word: 'dairy',
      label: 'dairy-free',
      free: (d: InsightsDish) => dishMeets(d, 'dairy_free'),
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
