import { buildInsights, type InsightKind, type InsightSeverity } from './insights-engine';
import { type InsightsDish, type InsightsEvent, type InsightsRsvp } from './insights-input';
import { insightsDish as dish, insightsInput as input, insightsRsvp as rsvp } from './insights-builders.test-support';
import { itemsOf, veg } from './insights-engine.test-support';

describe('dietary coverage', () => {
  const meatMain = (name = 'Steak') => dish(name, 'main_dish', { containsMeat: true });

  it.each<
    [string, InsightsRsvp[], InsightsDish[], Partial<InsightsEvent>, Array<[InsightKind, InsightSeverity, string]>]
  >([
    [
      'vegetarians with no vegetarian main',
      [rsvp('attending', 3, 0, 'vegetarian'), rsvp('attending', 7)],
      [meatMain(), meatMain('Ribs')],
      {},
      [['dietary_coverage', 'medium', '3 guests are vegetarian but no main is vegetarian yet.']],
    ],
    [
      'many vegetarians, too few vegetarian mains',
      [rsvp('attending', 8, 0, 'veggie'), rsvp('attending', 2)],
      [meatMain(), dish('Dal', 'main_dish', veg)],
      {},
      [['dietary_coverage', 'low', '8 guests are vegetarian but only 1 main is vegetarian; aim for at least 2.']],
    ],
    [
      'one vegetarian main is enough for a few vegetarians',
      [rsvp('attending', 3, 0, 'vegetarian'), rsvp('attending', 7)],
      [meatMain(), dish('Dal', 'main_dish', veg)],
      {},
      [],
    ],
    [
      'a vegan main also serves vegetarians',
      [rsvp('attending', 3, 0, 'vegetarian'), rsvp('attending', 7)],
      [meatMain(), dish('Chana masala', 'main_dish', { isVegan: true })],
      {},
      [],
    ],
    [
      'vegans only: one vegan sentence',
      [rsvp('attending', 2, 0, 'vegan'), rsvp('attending', 8)],
      [meatMain(), dish('Paneer', 'main_dish', veg)],
      {},
      [['dietary_coverage', 'medium', '2 guests are vegan but no main is vegan yet.']],
    ],
    [
      'vegetarians and vegans together',
      [rsvp('attending', 2, 0, 'vegetarian'), rsvp('attending', 1, 0, 'Vegan'), rsvp('attending', 7)],
      [meatMain()],
      {},
      [
        ['dietary_coverage', 'medium', '3 guests are vegetarian (including 1 vegan) but no main is vegetarian yet.'],
        ['dietary_coverage', 'medium', '1 guest is vegan but no main is vegan yet.'],
      ],
    ],
    [
      'a vegan guest when vegan dishes are not allowed',
      [rsvp('attending', 1, 0, 'vegan'), rsvp('attending', 3)],
      [meatMain(), dish('Paneer', 'main_dish', veg)],
      { allowVegan: false },
      [
        [
          'dietary_conflict',
          'medium',
          "1 guest is vegan, but this potluck doesn't allow vegan dishes. You may want to check with them.",
        ],
      ],
    ],
    [
      'vegetarians when vegetarian dishes are not allowed',
      [rsvp('attending', 2, 0, 'vegetarian'), rsvp('attending', 3)],
      [meatMain()],
      { allowVegetarian: false },
      [
        [
          'dietary_conflict',
          'medium',
          "2 guests are vegetarian, but this potluck doesn't allow vegetarian dishes. You may want to check with them.",
        ],
      ],
    ],
    [
      'gluten-free guests with no gluten-free food (a gluten-free drink does not count)',
      [rsvp('attending', 2, 0, 'celiac'), rsvp('attending', 2)],
      [meatMain(), dish('Cider', 'alcohol', { isGlutenFree: true })],
      {},
      [['dietary_coverage', 'medium', '2 guests need gluten-free food, but no dish is marked gluten-free yet.']],
    ],
    [
      'a dairy-free guest with no dairy-free food',
      [rsvp('attending', 1, 0, 'lactose intolerant'), rsvp('attending', 2)],
      [meatMain()],
      {},
      [['dietary_coverage', 'medium', '1 guest needs dairy-free food, but no dish is marked dairy-free yet.']],
    ],
    [
      'mild-food guests and only spicy mains',
      [rsvp('attending', 2, 0, 'nothing spicy please'), rsvp('attending', 2)],
      [dish('Vindaloo', 'main_dish', { containsMeat: true, isSpicy: true })],
      {},
      [['dietary_coverage', 'low', '2 guests prefer mild food, but every main is spicy. A mild main would help.']],
    ],
    [
      'mild-food guests before any main is signed up',
      [rsvp('attending', 2, 0, 'mild')],
      [dish('Salad', 'side_dish', { isSpicy: true })],
      {},
      [],
    ],
    [
      'maybe RSVPs do not count',
      [rsvp('maybe', 4, 0, 'vegetarian, gluten free'), rsvp('attending', 2)],
      [meatMain()],
      {},
      [],
    ],
  ])('%s', (_label, rsvps, dishes, eventOverrides, expected) => {
    const items = buildInsights(input(rsvps, dishes, eventOverrides)).items.filter(
      (i) => i.kind === 'dietary_coverage' || i.kind === 'dietary_conflict',
    );
    expect(items.map((i) => [i.kind, i.severity, i.message])).toEqual(expected);
  });

  it('never asks for vegan dishes when the event does not allow them', () => {
    const result = buildInsights(input([rsvp('attending', 4, 0, 'vegan')], [], { allowVegan: false }));
    expect(result.suggestions.filter((s) => /vegan/i.test(s))).toEqual([
      "4 guests are vegan, but this potluck doesn't allow vegan dishes. You may want to check with them.",
    ]);
  });
});

describe('allergen and pork warnings', () => {
  it.each<[string, InsightsRsvp[], InsightsDish[], Partial<InsightsEvent>, Array<[InsightSeverity, string]>]>([
    [
      'nut allergy and two nut dishes',
      [rsvp('attending', 1, 0, 'nut allergy'), rsvp('attending', 3)],
      [
        dish('Pesto pasta', 'main_dish', { containsNuts: true }),
        dish('Rice', 'side_dish'),
        dish('Baklava', 'dessert', { containsNuts: true, contributorName: 'Priya' }),
      ],
      {},
      [
        [
          'high',
          '1 guest has a nut allergy, and 2 dishes contain nuts: Pesto pasta (Sam) and Baklava (Priya). Please label them clearly and serve them away from the other food.',
        ],
      ],
    ],
    [
      'peanut allergy in a family RSVP and one nut dish',
      [rsvp('attending', 2, 1, 'Allergic to peanuts')],
      [dish('Satay', 'appetizer', { containsNuts: true })],
      {},
      [
        [
          'high',
          '3 guests have a nut allergy, and 1 dish contains nuts: Satay (Sam). Please label it clearly and serve it away from the other food.',
        ],
      ],
    ],
    [
      'the event note asks for nut-free',
      [],
      [dish('Baklava', 'dessert', { containsNuts: true, contributorName: 'Priya' })],
      { dietaryNote: 'This is a nut-free event.' },
      [
        [
          'high',
          'The event note asks for nut-free food, but 1 dish contains nuts: Baklava (Priya). Please label it clearly and serve it away from the other food.',
        ],
      ],
    ],
    ['nut allergy, no nut dishes', [rsvp('attending', 1, 0, 'nuts')], [dish('Rice', 'side_dish')], {}, []],
    ['nut dishes, no allergy', [rsvp('attending', 3)], [dish('Baklava', 'dessert', { containsNuts: true })], {}, []],
    [
      'gluten-free guests and some unlabelled food',
      [rsvp('attending', 2, 0, 'gluten free'), rsvp('attending', 2)],
      [
        dish('Rice', 'side_dish', { isGlutenFree: true }),
        dish('Lasagna', 'main_dish'),
        dish('Garlic bread', 'side_dish', { contributorName: 'Ana' }),
        dish('Beer', 'alcohol'),
      ],
      {},
      [
        [
          'low',
          "2 guests avoid gluten; Lasagna (Sam) and Garlic bread (Ana) aren't marked gluten-free, so please label them clearly.",
        ],
      ],
    ],
    [
      'long lists are shortened',
      [rsvp('attending', 1, 0, 'no gluten')],
      [
        dish('Rice', 'side_dish', { isGlutenFree: true }),
        dish('A', 'main_dish'),
        dish('B', 'main_dish'),
        dish('C', 'side_dish'),
        dish('D', 'dessert'),
        dish('E', 'appetizer'),
      ],
      {},
      [
        [
          'low',
          "1 guest avoids gluten; A (Sam), B (Sam), C (Sam) and 2 more aren't marked gluten-free, so please label them clearly.",
        ],
      ],
    ],
    [
      'a dairy-free guest and one unlabelled dish',
      [rsvp('attending', 1, 0, 'dairy-free'), rsvp('attending', 1)],
      [dish('Salad', 'side_dish', { isDairyFree: true }), dish('Cheesecake', 'dessert', { contributorName: 'Jo' })],
      {},
      [['low', "1 guest avoids dairy; Cheesecake (Jo) isn't marked dairy-free, so please label it clearly."]],
    ],
    [
      'no gluten-free food at all is left to the coverage sentence',
      [rsvp('attending', 1, 0, 'gluten free')],
      [dish('Lasagna', 'main_dish')],
      {},
      [],
    ],
  ])('%s', (_label, rsvps, dishes, eventOverrides, expected) => {
    const items = buildInsights(input(rsvps, dishes, eventOverrides)).items.filter(
      (i) => i.kind === 'allergen_warning',
    );
    expect(items.map((i) => [i.severity, i.message])).toEqual(expected);
  });

  it.each<[string, InsightsRsvp[], InsightsDish[], Partial<InsightsEvent>, string | null]>([
    [
      'halal guests and a pork dish',
      [rsvp('attending', 2, 0, 'halal'), rsvp('attending', 2)],
      [
        dish('Pulled pork sliders', 'main_dish', { containsMeat: true }),
        dish('Chicken curry', 'main_dish', { containsMeat: true }),
      ],
      {},
      "2 guests don't eat pork, and Pulled pork sliders (Sam) may contain it. Please label it clearly.",
    ],
    [
      'the event note and two pork dishes',
      [rsvp('attending', 2)],
      [
        dish('Ham quiche', 'main_dish', { containsMeat: true }),
        dish('Pepperoni pizza', 'main_dish', { containsMeat: true, contributorName: 'Jo' }),
      ],
      { dietaryNote: 'Halal food only please' },
      'The event note asks to avoid pork, but Ham quiche (Sam) and Pepperoni pizza (Jo) may contain it. Please label them clearly.',
    ],
    [
      'kosher guest, no pork',
      [rsvp('attending', 1, 0, 'kosher')],
      [dish('Beef brisket', 'main_dish', { containsMeat: true })],
      {},
      null,
    ],
  ])('%s', (_label, rsvps, dishes, eventOverrides, message) => {
    expect(itemsOf('dietary_warning', input(rsvps, dishes, eventOverrides))).toEqual(
      message ? [{ severity: 'medium', message }] : [],
    );
  });
});
