import { mentionsPork } from './dietary-restrictions';
import { DISH_CATALOGUE } from './dish-catalogue';
import { dishNameKey } from './dish-name';
import { type DishSuggestion, suggestDishes } from './dish-suggester';
import { type DishCategory, type EventTheme, type InsightsDish, type InsightsRsvp } from './insights-input';
import {
  insightsDish as dish,
  insightsDishes as many,
  insightsInput as input,
  insightsRsvp as rsvp,
  mainsShortFor18,
} from './insights-builders.test-support';

const ALL = 1000;

const categories = (list: DishSuggestion[]) => list.map((s) => s.category);

/** Enough for 10 (two mains, two sides, a starter, a sweet, a drink and plates), less the `missing` categories. */
const tableFor10 = (...missing: DishCategory[]): InsightsDish[] =>
  [
    ...many(2, 'main_dish', 'Main'),
    ...many(2, 'side_dish', 'Side'),
    dish('Starter', 'appetizer'),
    dish('Sweet', 'dessert'),
    dish('Juice', 'soft_drinks'),
    dish('Plates', 'cutlery'),
  ].filter((d) => !missing.includes(d.category));

describe('suggestDishes: what is already coming', () => {
  it('never suggests a dish that is already signed up, matching names loosely', () => {
    const signedUp = [
      dish("Mom's famous Chana Masala", 'main_dish'),
      dish('samosas', 'appetizer'),
      dish('Gulab Jamuns!', 'dessert'),
      dish('Vegetable samosa', 'appetizer'),
    ];
    const all = suggestDishes(input([rsvp('attending', 10)], signedUp, { theme: 'diwali' }), ALL);
    const keys = new Set(signedUp.map((d) => dishNameKey(d.name)));
    expect(all.filter((s) => keys.has(dishNameKey(s.name)))).toEqual([]);
    expect(all.map((s) => s.name)).not.toEqual(expect.arrayContaining(['Chana masala']));
    expect(all.map((s) => s.name)).not.toContain('Gulab jamun');
    expect(all.map((s) => s.name)).not.toContain('Vegetable samosas');
    const otherFood = DISH_CATALOGUE.filter((d) => d.category !== 'cutlery' && !keys.has(dishNameKey(d.name)));
    expect(all.filter((s) => s.category !== 'cutlery')).toHaveLength(otherFood.length);
    expect(otherFood).toHaveLength(DISH_CATALOGUE.filter((d) => d.category !== 'cutlery').length - 3);
  });

  it('never suggests a dish signed up under its name in another language, picked from a translated suggestion', () => {
    // Each signed up as its suggestion reads in another language: [that name, category, the suggestion in English].
    const translated: [string, DishCategory, string][] = [
      ['Lasaña de carne', 'main_dish', 'Beef lasagna'],
      ['पनीर टिक्का', 'appetizer', 'Paneer tikka'],
      ['Glühwein', 'alcohol', 'Mulled wine'],
      ['بقلاوة', 'dessert', 'Baklava'],
    ];
    const signedUp = translated.map(([name, category]) => dish(name, category));
    const names = suggestDishes(input([rsvp('attending', 10)], signedUp), ALL).map((s) => s.name);
    for (const [, , taken] of translated) expect(names).not.toContain(taken);
    expect(names).toContain('Vegetable lasagna');
    expect(names).toHaveLength(suggestDishes(input([rsvp('attending', 10)], []), ALL).length - 4);
  });

  it.each<[string, number, InsightsDish[], DishCategory[]]>([
    ['mains short for 18 people', 18, [...mainsShortFor18(), dish('Plates', 'cutlery')], ['main_dish', 'main_dish']],
    ['desserts short for 10 people', 10, tableFor10('dessert'), ['dessert']],
    ['plates short', 10, tableFor10('cutlery'), ['cutlery']],
    // Largest remaining gap first: 3 mains and 3 sides are needed, then 2 of most other things.
    ['nothing yet', 18, [], ['main_dish', 'side_dish', 'main_dish', 'side_dish', 'appetizer', 'dessert']],
  ])('prefers the most-needed category: %s', (_label, adults, dishes, leading) => {
    expect(categories(suggestDishes(input([rsvp('attending', adults)], dishes))).slice(0, leading.length)).toEqual(
      leading,
    );
  });

  it('fills every gap before offering extras, and never extra plates', () => {
    const oneSideShort = tableFor10().filter((d) => d.name !== 'Side 2');
    const list = suggestDishes(input([rsvp('attending', 10)], oneSideShort), 7);
    expect(categories(list)).toEqual([
      'side_dish',
      'main_dish',
      'side_dish',
      'appetizer',
      'dessert',
      'soft_drinks',
      'main_dish',
    ]);
  });

  it('plans for a small party before anyone RSVPs', () => {
    expect(categories(suggestDishes(input([], [])))).toEqual([
      'main_dish',
      'side_dish',
      'appetizer',
      'dessert',
      'soft_drinks',
      'cutlery',
    ]);
  });
});

describe('suggestDishes: guests and theme', () => {
  it.each<[EventTheme]>([
    ['diwali'],
    ['thanksgiving'],
    ['christmas'],
    ['vegan_feast'],
    ['international_food'],
    ['birthday'],
    ['neighborhood_gathering'],
    ['other'],
  ])('a %p event gets themed dishes first', (theme) => {
    const list = suggestDishes(input([rsvp('attending', 10)], [], { theme }), 4);
    const themed = new Set(DISH_CATALOGUE.filter((d) => d.themes.includes(theme)).map((d) => d.name));
    expect(list.filter((s) => s.category !== 'cutlery').every((s) => themed.has(s.name))).toBe(true);
  });

  it('treats an event without a theme like "other"', () => {
    expect(suggestDishes(input([rsvp('attending', 10)], []))).toEqual(
      suggestDishes(input([rsvp('attending', 10)], [], { theme: 'other' })),
    );
  });

  it('offers a vegetarian main first when vegetarians have none, even if mains are on target', () => {
    const dishes = [
      dish('Steak', 'main_dish', { containsMeat: true }),
      dish('Ribs', 'main_dish', { containsMeat: true }),
      dish('Bread', 'side_dish'),
    ];
    const [first] = suggestDishes(
      input([rsvp('attending', 4, 0, 'vegetarian'), rsvp('attending', 6)], dishes, { theme: 'thanksgiving' }),
    );
    expect(first.category).toBe('main_dish');
    expect(first.isVegetarian && !first.containsMeat).toBe(true);
  });

  it('offers a vegan main when vegans have none and vegan dishes are allowed', () => {
    const list = suggestDishes(
      input(
        [rsvp('attending', 2, 0, 'vegan'), rsvp('attending', 2)],
        [dish('Paneer', 'main_dish', { isVegetarian: true })],
        { theme: 'diwali' },
      ),
    );
    expect(list[0]).toMatchObject({ category: 'main_dish', isVegan: true });
  });

  it('prefers gluten-free food when gluten-free guests have none', () => {
    const list = suggestDishes(
      input([rsvp('attending', 2, 0, 'celiac'), rsvp('attending', 8)], [], { theme: 'birthday' }),
    );
    const food = list.filter((s) => ['appetizer', 'main_dish', 'side_dish', 'dessert'].includes(s.category));
    expect(food.length).toBeGreaterThan(0);
    expect(food.every((s) => s.isGlutenFree)).toBe(true);
  });

  it.each<[string, InsightsRsvp[], string | null]>([
    ['a guest with a nut allergy', [rsvp('attending', 1, 0, 'peanut allergy'), rsvp('attending', 9)], null],
    ['a nut-free event note', [rsvp('attending', 10)], 'Please keep everything nut-free'],
  ])('never suggests nuts for %s', (_label, rsvps, dietaryNote) => {
    for (const theme of ['diwali', 'thanksgiving', 'international_food', 'vegan_feast'] as const) {
      expect(suggestDishes(input(rsvps, [], { theme, dietaryNote }), ALL).filter((s) => s.containsNuts)).toEqual([]);
    }
  });

  it('never suggests pork to a potluck with halal guests, and keeps alcohol back', () => {
    const all = suggestDishes(
      input([rsvp('attending', 3, 0, 'halal'), rsvp('attending', 5)], [], { theme: 'neighborhood_gathering' }),
      ALL,
    );
    expect(all.filter((s) => mentionsPork(`${s.name} ${s.description}`))).toEqual([]);
    const firstAlcohol = all.findIndex((s) => s.category === 'alcohol');
    expect(all.slice(firstAlcohol).every((s) => s.category === 'alcohol')).toBe(true);
  });

  it('leaves alcohol out when the event note says so', () => {
    expect(
      suggestDishes(input([rsvp('attending', 10)], [], { dietaryNote: 'Alcohol-free event' }), ALL).filter(
        (s) => s.category === 'alcohol',
      ),
    ).toEqual([]);
  });

  it('with kids coming, suggests a soft drink and never leads with alcohol', () => {
    const dishes = tableFor10('soft_drinks');
    const list = suggestDishes(input([rsvp('attending', 8, 2)], dishes, { theme: 'christmas' }));
    expect(list[0].category).toBe('soft_drinks');
    const all = suggestDishes(input([rsvp('attending', 8, 2)], dishes, { theme: 'christmas' }), ALL);
    const firstAlcohol = all.findIndex((s) => s.category === 'alcohol');
    expect(firstAlcohol).toBeGreaterThan(0);
    expect(all.slice(firstAlcohol).every((s) => s.category === 'alcohol')).toBe(true);
  });

  it('without kids, alcohol may come first where it fits the theme', () => {
    const dishes = tableFor10('soft_drinks');
    const drinks = suggestDishes(input([rsvp('attending', 10)], dishes, { theme: 'christmas' }), ALL).filter(
      (s) => s.category === 'soft_drinks' || s.category === 'alcohol',
    );
    expect(drinks.map((s) => s.name).slice(0, 3)).toEqual(['Eggnog', 'Hot chocolate', 'Mulled wine']);
  });
});
