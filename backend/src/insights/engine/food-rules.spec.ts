import { buildInsights, type InsightSeverity } from './insights-engine';
import { type DishCategory, type InsightsDish, type InsightsRsvp } from './insights-input';
import {
  insightsDish as dish,
  insightsDishes,
  insightsInput as input,
  insightsRsvp as rsvp,
  mainsShortFor18,
} from './insights-builders.test-support';
import { itemsOf } from './insights-engine.test-support';

describe('food quantity', () => {
  it.each<[string, InsightsRsvp[], InsightsDish[], InsightSeverity, string]>([
    [
      'covered, drinks and cutlery not counted',
      [rsvp('attending', 12, 4)],
      [
        dish('Curry', 'main_dish', { servingSize: 'serves 6' }),
        dish('Cake', 'dessert'),
        dish('Soda', 'soft_drinks', { servingSize: '40' }),
        dish('Plates', 'cutlery', { servingSize: '100' }),
      ],
      'info',
      "12 adults and 4 kids need about 14 servings (kids count as half); dishes signed up cover about 16 (1 size estimated), so there's enough food.",
    ],
    [
      'a little short',
      [rsvp('attending', 12, 4)],
      [dish('Curry', 'main_dish', { servingSize: 'serves 8' }), dish('Naan', 'side_dish', { servingSize: '2' })],
      'medium',
      "12 adults and 4 kids need about 14 servings (kids count as half); dishes signed up cover about 10. That's about 4 servings short.",
    ],
    [
      'short with estimated sizes',
      [rsvp('attending', 30, 4)],
      [
        dish('Curry', 'main_dish'),
        dish('Rice', 'side_dish', { servingSize: 'a big pot' }),
        dish('Cake', 'dessert', { servingSize: 'serves 12' }),
      ],
      'medium',
      "30 adults and 4 kids need about 32 servings (kids count as half); dishes signed up cover about 28 (2 sizes estimated). That's about 4 servings short.",
    ],
    [
      'less than half covered',
      [rsvp('attending', 10)],
      [dish('Soup', 'main_dish', { servingSize: 'serves 4' })],
      'high',
      "10 adults need about 10 servings; dishes signed up cover about 4. That's about 6 servings short.",
    ],
    [
      'one serving short',
      [rsvp('attending', 5)],
      [dish('Soup', 'main_dish', { servingSize: '4' })],
      'medium',
      "5 adults need about 5 servings; dishes signed up cover about 4. That's about 1 serving short.",
    ],
    [
      'no food at all, half a serving rounds up',
      [rsvp('attending', 3, 1)],
      [dish('Juice', 'soft_drinks'), dish('Cups', 'cutlery')],
      'high',
      '3 adults and 1 kid need about 4 servings (kids count as half), but no food is signed up yet.',
    ],
    [
      'enough now, short if the maybes come',
      [rsvp('attending', 4), rsvp('maybe', 2, 2)],
      [dish('Pasta', 'main_dish', { servingSize: 'serves 5' })],
      'low',
      "4 adults need about 4 servings, plus up to 3 more if the maybes come; dishes signed up cover about 5. That's enough for everyone confirmed, but about 2 servings short if all the maybes come.",
    ],
    [
      'enough even with the maybes',
      [rsvp('attending', 4), rsvp('maybe', 2, 2)],
      [dish('Pasta', 'main_dish', { servingSize: 'serves 10' })],
      'info',
      "4 adults need about 4 servings, plus up to 3 more if the maybes come; dishes signed up cover about 10, so there's enough food.",
    ],
    [
      'one guest',
      [rsvp('attending', 1)],
      [dish('Pasta', 'main_dish', { servingSize: 'serves 1' })],
      'info',
      "1 adult needs about 1 serving; dishes signed up cover about 1, so there's enough food.",
    ],
    ['nobody attending', [rsvp('maybe', 4)], [], 'info', ''],
  ])('%s', (_label, rsvps, dishes, severity, message) => {
    expect(itemsOf('food_quantity', input(rsvps, dishes))).toEqual(message ? [{ severity, message }] : []);
  });
});

describe('category balance', () => {
  /** Flagless dishes, `counts[category]` of each category (their names do not matter here). */
  const table = (counts: Partial<Record<DishCategory, number>>): InsightsDish[] =>
    Object.entries(counts).flatMap(([category, n]) => insightsDishes(n, category as DishCategory, category));

  it.each<[string, number, InsightsDish[], InsightSeverity, DishCategory | null, string]>([
    [
      'mains are the biggest gap',
      18,
      [...mainsShortFor18(), ...table({ cutlery: 1 })],
      'medium',
      'main_dish',
      'Mains are the biggest gap: 1 of 3 signed up for 18 people.',
    ],
    [
      'nothing signed up',
      18,
      [],
      'high',
      'main_dish',
      'Mains are the biggest gap: 0 of 3 signed up for 18 people. Also short: sides (0 of 3), appetizers (0 of 2), desserts (0 of 2), drinks (0 of 2) and plates and cutlery (0 of 1).',
    ],
    [
      'only plates missing',
      10,
      table({ main_dish: 2, side_dish: 2, appetizer: 1, dessert: 1, alcohol: 1 }),
      'low',
      'cutlery',
      'Plates and cutlery are the biggest gap: 0 of 1 signed up for 10 people.',
    ],
    [
      'drinks missing, asked for as soft drinks',
      10,
      table({ main_dish: 2, side_dish: 2, appetizer: 1, dessert: 1, cutlery: 1 }),
      'medium',
      'soft_drinks',
      'Drinks are the biggest gap: 0 of 1 signed up for 10 people.',
    ],
    [
      'a plates gap beside a food gap is still medium',
      10,
      table({ main_dish: 2, side_dish: 1, appetizer: 1, dessert: 1, soft_drinks: 1 }),
      'medium',
      'side_dish',
      'Sides are the biggest gap: 1 of 2 signed up for 10 people. Also short: plates and cutlery (0 of 1).',
    ],
    [
      'one person',
      1,
      [],
      'high',
      'main_dish',
      'Mains are the biggest gap: 0 of 1 signed up for 1 person. Also short: plates and cutlery (0 of 1).',
    ],
    ['on target', 1, [dish('Soup', 'main_dish'), dish('Spoons', 'cutlery')], 'info', null, ''],
  ])('%s', (_label, adults, dishes, severity, category, message) => {
    const items = buildInsights(input([rsvp('attending', adults)], dishes)).items.filter(
      (i) => i.kind === 'category_balance',
    );
    expect(items).toEqual(message ? [{ kind: 'category_balance', severity, category, message }] : []);
  });

  it('counts kids as people for the dish targets', () => {
    expect(itemsOf('category_balance', input([rsvp('attending', 10, 8)], []))[0].message).toMatch(
      /^Mains are the biggest gap: 0 of 3 signed up for 18 people\./,
    );
  });
});

describe('drinks for kids and non-drinkers', () => {
  it.each<[string, InsightsRsvp[], InsightsDish[], string | null]>([
    [
      'kids and only alcohol',
      [rsvp('attending', 4, 4)],
      [dish('Red wine', 'alcohol'), dish('Beer', 'alcohol')],
      '4 kids are coming, but the only drinks so far are alcohol (Red wine and Beer). Could someone bring juice or a soft drink?',
    ],
    [
      'one kid and no drinks',
      [rsvp('attending', 2, 1)],
      [dish('Pasta', 'main_dish')],
      '1 kid is coming, but no drinks are signed up yet. Could someone bring juice or a soft drink?',
    ],
    [
      'guests who avoid alcohol',
      [rsvp('attending', 2, 0, 'no alcohol'), rsvp('attending', 2)],
      [dish('Sangria', 'alcohol')],
      "2 guests don't drink alcohol, but the only drinks so far are alcohol (Sangria). Could someone bring juice or a soft drink?",
    ],
    [
      'kids and a halal guest',
      [rsvp('attending', 1, 3), rsvp('attending', 1, 0, 'halal')],
      [],
      "3 kids are coming and 1 guest doesn't drink alcohol, but no drinks are signed up yet. Could someone bring juice or a soft drink?",
    ],
    [
      'kids with a soft drink',
      [rsvp('attending', 2, 2)],
      [dish('Beer', 'alcohol'), dish('Juice', 'soft_drinks')],
      null,
    ],
    ['adults only and alcohol only', [rsvp('attending', 6)], [dish('Beer', 'alcohol')], null],
    ['kids only among the maybes', [rsvp('attending', 2), rsvp('maybe', 1, 2)], [dish('Beer', 'alcohol')], null],
  ])('%s', (_label, rsvps, dishes, message) => {
    const items = buildInsights(input(rsvps, dishes)).items.filter((i) => i.kind === 'drinks_for_kids');
    expect(items).toEqual(
      message ? [{ kind: 'drinks_for_kids', severity: 'medium', category: 'soft_drinks', message }] : [],
    );
  });
});

describe('duplicate dishes', () => {
  const eighteenCovered = (): InsightsDish[] => [
    ...insightsDishes(3, 'main_dish', 'Main'),
    dish('Side 1', 'side_dish'),
    ...insightsDishes(2, 'dessert', 'Sweet'),
    dish('Juice', 'soft_drinks'),
    dish('Wine', 'alcohol'),
    dish('Plates', 'cutlery'),
  ];

  it.each<[string, InsightsRsvp[], InsightsDish[], string[]]>([
    [
      'two people, suggests the most needed category',
      [rsvp('attending', 18)],
      [
        ...eighteenCovered(),
        dish('Samosas', 'appetizer', { contributorName: 'Priya' }),
        dish("Mom's famous samosas", 'appetizer'),
      ],
      ['Two people are bringing Samosas (Priya and Sam). Maybe one could bring a side instead.'],
    ],
    [
      'the duplicate is in the most needed category',
      [rsvp('attending', 18)],
      [
        dish('Lasagna', 'main_dish', { contributorName: 'Ana' }),
        dish('lasagna', 'main_dish', { contributorName: 'Bo' }),
        ...insightsDishes(3, 'side_dish', 'Side'),
        ...insightsDishes(2, 'appetizer', 'Starter'),
        ...insightsDishes(2, 'dessert', 'Sweet'),
        dish('Juice', 'soft_drinks'),
        dish('Wine', 'alcohol'),
        dish('Plates', 'cutlery'),
      ],
      ['Two people are bringing Lasagna (Ana and Bo). Maybe one could bring a different main instead.'],
    ],
    [
      'three people',
      [rsvp('attending', 2)],
      [
        dish('Brownies', 'dessert', { contributorName: 'A' }),
        dish('brownie', 'dessert', { contributorName: 'B' }),
        dish('My homemade brownies!', 'dessert', { contributorName: 'C' }),
      ],
      ['Three people are bringing Brownies (A, B and C). Maybe one could bring a main instead.'],
    ],
    [
      'the same person twice',
      [rsvp('attending', 2)],
      [dish('Soup', 'main_dish'), dish('soups', 'main_dish')],
      ['Sam signed up Soup twice. One of them may be a mistake.'],
    ],
    [
      'two separate duplicates keep the order they were signed up in',
      [rsvp('attending', 2)],
      [
        dish('Pie', 'dessert', { contributorName: 'A' }),
        dish('Salad', 'side_dish', { contributorName: 'C' }),
        dish('Pies', 'dessert', { contributorName: 'B' }),
        dish('salad', 'side_dish', { contributorName: 'D' }),
      ],
      [
        'Two people are bringing Pie (A and B). Maybe one could bring a main instead.',
        'Two people are bringing Salad (C and D). Maybe one could bring a main instead.',
      ],
    ],
    [
      'different dishes',
      [rsvp('attending', 2)],
      [dish('Apple pie', 'dessert'), dish('Pumpkin pie', 'dessert', { contributorName: 'Jo' })],
      [],
    ],
  ])('%s', (_label, rsvps, dishes, messages) => {
    expect(itemsOf('duplicate_dish', input(rsvps, dishes)).map((i) => i.message)).toEqual(messages);
  });
});
