import { CATEGORY_GROUPS, type CategoryGroup, categoryGroupOf, computeCategoryBalance } from './category-balance';
import { assessDietaryCoverage, type DietaryNeedKind, meetsNeed } from './dietary-coverage';
import { mentionsPork } from './dietary-restrictions';
import { type CatalogueDish, DISH_CATALOGUE } from './dish-catalogue';
import { catalogueNameOf } from './dish-catalogue-text';
import { dishNameKey } from './dish-name';
import { dietaryRuleViolation, dishFlagsOf, dishMeets } from '../../contracts/dish.rules';
import { countHeads } from './headcount';
import { isFoodCategory, isPastEvent, type InsightsInput } from './insights-input';

export type DishSuggestion = Omit<CatalogueDish, 'themes'>;

// Before anyone has RSVPed we still want a sensible spread of suggestions, so plan for a small party.
export const DEFAULT_PLANNING_PEOPLE = 8;

interface Ranked {
  dish: CatalogueDish;
  group: CategoryGroup;
  alcoholLast: number;
  urgent: number;
  theme: number;
  soft: number;
}

function compareRanked(a: Ranked, b: Ranked): number {
  return (
    a.alcoholLast - b.alcoholLast ||
    b.urgent - a.urgent ||
    b.theme - a.theme ||
    b.soft - a.soft ||
    (a.dish.name < b.dish.name ? -1 : a.dish.name > b.dish.name ? 1 : 0)
  );
}

/**
 * Dishes from the catalogue worth asking guests to bring, best first. Deterministic: the same input
 * always gives the same list.
 *
 * - Never breaks the event's dish rules, never suggests nuts when a guest (or the event note) needs
 *   nut-free food, never pork for halal/kosher/no-pork guests, never anything already signed up.
 * - Vegetarian/vegan mains first when those guests have too few; then the category balance gaps,
 *   largest first; then a little of everything (but no extra plates).
 * - Within a category: no alcohol ahead of soft drinks when kids or non-drinkers come, then dishes for
 *   under-served diets, then the event's theme, then other dietary fits, then by name.
 */
export function suggestDishes(
  input: InsightsInput,
  limit = 6,
  catalogue: readonly CatalogueDish[] = DISH_CATALOGUE,
): DishSuggestion[] {
  // A past event needs no more dishes.
  if (limit <= 0 || isPastEvent(input)) return [];

  const { event, dishes } = input;
  const headcount = countHeads(input.rsvps);
  // Plan for who is coming; with no confirmations yet, for the maybes; with neither, a small party.
  const people = headcount.people || headcount.maybePeople || DEFAULT_PLANNING_PEOPLE;
  const balance = computeCategoryBalance(people, dishes);
  const dietary = assessDietaryCoverage(input);
  // A suggestion picked in another language is signed up under its translated name: it is the same dish.
  const signedUp = new Set(
    dishes.flatMap((d) => [d.name, catalogueNameOf(d.name) ?? d.name].map((name) => dishNameKey(name))),
  );
  const keepAlcoholBack = headcount.kids + headcount.maybeKids > 0 || dietary.counts.avoidAlcohol > 0;
  const theme = event.theme ?? 'other';

  const allowedNeeds = dietary.needs.filter((n) => n.allowedByEvent);
  const noteNeeds: DietaryNeedKind[] = (['vegetarian', 'vegan', 'gluten_free', 'dairy_free'] as const).filter(
    (n) =>
      dietary.noteTags.has(n) && (n !== 'vegetarian' || event.allowVegetarian) && (n !== 'vegan' || event.allowVegan),
  );

  const queues = new Map<CategoryGroup, Ranked[]>();
  for (const dish of catalogue) {
    if (dietaryRuleViolation(dish, event) !== null) continue;
    if (dietary.avoidNuts && !dishMeets(dish, 'nut_allergy')) continue;
    if (dietary.avoidPork && mentionsPork(`${dish.name} ${dish.description}`)) continue;
    if (dietary.noteBansAlcohol && dish.category === 'alcohol') continue;
    if (signedUp.has(dishNameKey(dish.name))) continue;

    const inScope = (scope: 'mains' | 'food') =>
      scope === 'mains' ? dish.category === 'main_dish' : isFoodCategory(dish.category);
    const fits = allowedNeeds.filter((n) => inScope(n.scope) && meetsNeed(dish, n.need));
    const ranked: Ranked = {
      dish,
      group: categoryGroupOf(dish.category),
      alcoholLast: keepAlcoholBack && dish.category === 'alcohol' ? 1 : 0,
      urgent: fits.filter((n) => n.shortfall > 0).length,
      theme: dish.themes.includes(theme) ? 2 : dish.themes.length === 0 ? 1 : 0,
      soft:
        fits.filter((n) => n.shortfall === 0).length +
        noteNeeds.filter((n) => isFoodCategory(dish.category) && meetsNeed(dish, n)).length,
    };
    const queue = queues.get(ranked.group) ?? [];
    queue.push(ranked);
    queues.set(ranked.group, queue);
  }
  for (const queue of queues.values()) queue.sort(compareRanked);

  // How many more dishes each group should get before we move on to nice-to-haves.
  const remaining = new Map<CategoryGroup, number>(balance.rows.map((r) => [r.group, r.gap]));
  if (keepAlcoholBack && !dishes.some((d) => d.category === 'soft_drinks')) {
    remaining.set('drinks', Math.max(remaining.get('drinks') ?? 0, 1));
  }

  // Equal remaining gaps go to the more needed group; plates always wait for food and drinks.
  const order = [...balance.ranked.map((r) => r.group).filter((g) => g !== 'cutlery'), 'cutlery' as const];
  const picked: Ranked[] = [];
  const take = (group: CategoryGroup): boolean => {
    const next = queues.get(group)?.shift();
    if (next) picked.push(next);
    return next !== undefined;
  };

  // A vegetarian or vegan guest with no main they can eat comes first; the mains queue already
  // puts the dishes that fix it at the front.
  const mealShortfall = Math.max(
    0,
    ...allowedNeeds.filter((n) => n.scope === 'mains' && n.need !== 'mild').map((n) => n.shortfall),
  );
  for (let i = 0; i < mealShortfall && picked.length < limit && take('main_dish'); i++) {
    remaining.set('main_dish', (remaining.get('main_dish') ?? 0) - 1);
  }

  // Largest remaining gap first; ties go to the more needed group.
  while (picked.length < limit) {
    const group = order
      .filter((g) => (remaining.get(g) ?? 0) > 0 && (queues.get(g)?.length ?? 0) > 0)
      .sort((a, b) => (remaining.get(b) ?? 0) - (remaining.get(a) ?? 0) || order.indexOf(a) - order.indexOf(b))[0];
    if (!group) break;
    take(group);
    remaining.set(group, (remaining.get(group) ?? 0) - 1);
  }

  // Every gap filled: offer a little of everything, most filling first, but no plates nobody needs.
  const extras = CATEGORY_GROUPS.filter((g) => g !== 'cutlery');
  while (picked.length < limit) {
    let tookAny = false;
    for (const group of extras) {
      if (picked.length >= limit) break;
      tookAny = take(group) || tookAny;
    }
    if (!tookAny) break;
  }

  // Belt and braces: with kids around, alcohol never leads the list.
  const ordered = keepAlcoholBack
    ? [...picked.filter((r) => r.dish.category !== 'alcohol'), ...picked.filter((r) => r.dish.category === 'alcohol')]
    : picked;

  return ordered.map(({ dish }) => toSuggestion(dish));
}

function toSuggestion(dish: CatalogueDish): DishSuggestion {
  return {
    name: dish.name,
    description: dish.description,
    category: dish.category,
    ...dishFlagsOf(dish),
  };
}
