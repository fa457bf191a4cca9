import { DISH_CATALOGUE } from './dish-catalogue';
import { suggestDishes } from './dish-suggester';
import { DISH_FLAGS, dietaryRuleViolation } from '../../contracts/dish.rules';
import { type InsightsEvent, type InsightsRsvp } from './insights-input';
import { insightsDish as dish, insightsInput as input, insightsRsvp as rsvp } from './insights-builders.test-support';

const ALL = 1000;

describe('suggestDishes: event rules', () => {
  const combos: Array<[boolean, boolean, boolean]> = [
    [true, true, true],
    [true, true, false],
    [true, false, true],
    [true, false, false],
    [false, true, true],
    [false, true, false],
    [false, false, true],
    [false, false, false],
  ];
  const situations: Array<[string, InsightsRsvp[], Partial<InsightsEvent>]> = [
    ['no RSVPs', [], {}],
    [
      'vegan and vegetarian guests',
      [rsvp('attending', 3, 1, 'vegan'), rsvp('attending', 4, 0, 'vegetarian'), rsvp('attending', 6, 2)],
      {},
    ],
    ['a vegan feast', [rsvp('attending', 10)], { theme: 'vegan_feast' }],
    ['a thanksgiving with meat-eaters', [rsvp('attending', 12, 3)], { theme: 'thanksgiving' }],
  ];

  it.each(combos)(
    'vegetarian %p, vegan %p, non-vegetarian %p: never suggests a dish the event forbids',
    (allowVegetarian, allowVegan, allowNonVegetarian) => {
      for (const [, rsvps, overrides] of situations) {
        const rules = { allowVegetarian, allowVegan, allowNonVegetarian };
        const all = suggestDishes(input(rsvps, [], { ...overrides, ...rules }), ALL);
        expect(all.length).toBeGreaterThan(0);
        for (const s of all) {
          expect(dietaryRuleViolation(s, rules) === null).toBe(true);
          if (s.isVegan) expect(allowVegan).toBe(true);
          if (s.isVegetarian && !s.containsMeat) expect(allowVegetarian).toBe(true);
          if (s.containsMeat) expect(allowNonVegetarian).toBe(true);
        }
        expect(suggestDishes(input(rsvps, [], { ...overrides, ...rules }))).toHaveLength(6);
      }
    },
  );

  it('offers every allowed dish when asked for everything, but only as many plates as needed', () => {
    const rules = { allowVegetarian: false, allowVegan: false, allowNonVegetarian: true };
    const expected = DISH_CATALOGUE.filter((d) => d.category !== 'cutlery' && dietaryRuleViolation(d, rules) === null)
      .map((d) => d.name)
      .sort();
    const all = suggestDishes(input([rsvp('attending', 4)], [], rules), ALL);
    expect(
      all
        .filter((s) => s.category !== 'cutlery')
        .map((s) => s.name)
        .sort(),
    ).toEqual(expected);
    expect(all.filter((s) => s.category === 'cutlery')).toHaveLength(1);
  });

  it('suggests no vegan dish for a vegan guest when vegan dishes are off', () => {
    const all = suggestDishes(input([rsvp('attending', 2, 0, 'vegan')], [], { allowVegan: false }), ALL);
    expect(all.filter((s) => s.isVegan)).toEqual([]);
  });
});

describe('suggestDishes: shape and determinism', () => {
  const busy = () =>
    input(
      [
        rsvp('attending', 6, 3, 'vegetarian'),
        rsvp('attending', 2, 0, 'gluten free, nut allergy'),
        rsvp('maybe', 2, 1, 'vegan'),
      ],
      [
        dish('Samosas', 'appetizer'),
        dish('Butter chicken', 'main_dish', { containsMeat: true }),
        dish('Beer', 'alcohol'),
      ],
      { theme: 'diwali' },
    );

  it('returns the same list for the same input, whatever the catalogue order', () => {
    const first = suggestDishes(busy());
    expect(suggestDishes(busy())).toEqual(first);
    expect(suggestDishes(busy(), 6, [...DISH_CATALOGUE].reverse())).toEqual(first);
    expect(suggestDishes(busy(), ALL, [...DISH_CATALOGUE].reverse())).toEqual(suggestDishes(busy(), ALL));
  });

  it('respects the limit and defaults to 6', () => {
    expect(suggestDishes(busy())).toHaveLength(6);
    expect(suggestDishes(busy(), 2)).toEqual(suggestDishes(busy()).slice(0, 2));
    expect(suggestDishes(busy(), 0)).toEqual([]);
    expect(suggestDishes(busy(), -1)).toEqual([]);
  });

  it('returns catalogue fields without themes', () => {
    const [first] = suggestDishes(busy(), 1);
    expect(Object.keys(first).sort()).toEqual(['category', 'description', 'name', ...DISH_FLAGS].sort());
  });

  it('suggests nothing for a past event', () => {
    expect(suggestDishes({ ...busy(), now: new Date('2031-01-01') })).toEqual([]);
  });

  it('gives a fixed answer for a typical Diwali potluck', () => {
    expect(suggestDishes(busy()).map((s) => s.name)).toEqual([
      // 9 of 11 guests are vegetarian and no main is: two vegetarian (and gluten-free) mains first;
      // then the sides gap, a nut-free dessert, and a soft drink for the kids.
      'Chana masala',
      'Dal makhani',
      'Aloo gobi',
      'Bhindi masala',
      'Besan ladoo',
      'Mango lassi',
    ]);
  });
});
