import { buildInsights, type InsightItem, type InsightKind, type InsightSeverity } from './planning-engine';
import {
  type DishCategory,
  type PlanningDish,
  type PlanningEvent,
  type PlanningInput,
  type PlanningRsvp,
} from './planning-input';
import {
  NOW,
  planningDish as dish,
  planningInput as input,
  planningRsvp as rsvp,
} from './planning-builders.test-support';

function itemsOf(kind: InsightKind, i: PlanningInput): Array<Pick<InsightItem, 'severity' | 'message'>> {
  return buildInsights(i)
    .items.filter((item) => item.kind === kind)
    .map(({ severity, message }) => ({ severity, message }));
}

// A spread that meets every category target for 10 people (8 adults + 2 kids).
const veg = { isVegetarian: true };
const vegan = { isVegetarian: true, isVegan: true, isGlutenFree: true, isDairyFree: true };
const fullSpread = (): PlanningDish[] => [
  dish('Roast chicken', 'main_dish', {
    containsMeat: true,
    isGlutenFree: true,
    isDairyFree: true,
    servingSize: 'serves 8',
  }),
  dish('Veg curry', 'main_dish', { ...vegan, servingSize: '8' }),
  dish('Rice', 'side_dish', { ...veg, isGlutenFree: true, servingSize: '10 servings' }),
  dish('Salad', 'side_dish', { ...vegan, servingSize: '8' }),
  dish('Hummus', 'appetizer', { ...vegan, servingSize: '10' }),
  dish('Fruit salad', 'dessert', { ...vegan, servingSize: '10' }),
  dish('Lemonade', 'soft_drinks'),
  dish('Plates', 'cutlery'),
];

describe('buildInsights: no RSVPs, past events, all covered', () => {
  it('with no RSVPs says only that, even with no dishes', () => {
    const result = buildInsights(input([], []));
    expect(result.suggestions).toEqual(['No RSVPs yet. Share the join link so guests can sign up.']);
    expect(result.items).toEqual([
      { kind: 'no_rsvps', severity: 'info', message: 'No RSVPs yet. Share the join link so guests can sign up.' },
    ]);
  });

  it.each<[string, PlanningRsvp[], string]>([
    [
      'only maybes',
      [rsvp('maybe', 2, 1), rsvp('not_attending', 1)],
      'Nobody has confirmed yet, but 1 maybe could mean up to 2 adults and 1 kid. Share the join link so guests can sign up.',
    ],
    [
      'several maybes',
      [rsvp('maybe', 2), rsvp('maybe', 1)],
      'Nobody has confirmed yet, but 2 maybes could mean up to 3 adults. Share the join link so guests can sign up.',
    ],
    [
      'only not attending',
      [rsvp('not_attending', 1), rsvp('not_attending', 2)],
      "Nobody has confirmed yet (2 can't make it). Share the join link so guests can sign up.",
    ],
  ])('with nobody attending (%s) gives one info sentence', (_label, rsvps, message) => {
    expect(buildInsights(input(rsvps, [dish('Lasagna', 'main_dish')])).suggestions).toEqual([message]);
  });

  it('still flags duplicates before anyone RSVPs', () => {
    const result = buildInsights(
      input([], [dish('Samosas', 'appetizer', { contributorName: 'Priya' }), dish('samosa', 'appetizer')]),
    );
    expect(result.suggestions).toEqual([
      'Two people are bringing Samosas (Priya and Sam). Maybe one could bring something different instead.',
      'No RSVPs yet. Share the join link so guests can sign up.',
    ]);
  });

  it.each<[string, PlanningRsvp[], PlanningDish[], string]>([
    [
      'with guests and dishes',
      [rsvp('attending', 8, 2), rsvp('maybe', 3)],
      fullSpread(),
      'This potluck has already taken place (8 adults and 2 kids, 8 dishes signed up).',
    ],
    ['with nothing', [], [], 'This potluck has already taken place.'],
    [
      'with one dish only',
      [rsvp('not_attending', 2)],
      [dish('Pie', 'dessert')],
      'This potluck has already taken place (1 dish signed up).',
    ],
    [
      'even when things were short',
      [rsvp('attending', 20, 4, 'nut allergy')],
      [dish('Baklava', 'dessert', { containsNuts: true })],
      'This potluck has already taken place (20 adults and 4 kids, 1 dish signed up).',
    ],
  ])('a past event gets one info sentence and no to-dos (%s)', (_label, rsvps, dishes, message) => {
    const result = buildInsights(input(rsvps, dishes, { date: new Date('2030-04-30T18:00:00Z') }));
    expect(result.items).toEqual([{ kind: 'past_event', severity: 'info', message }]);
    expect(result.suggestions).toEqual([message]);
  });

  it('an event starting right now is not past yet', () => {
    const result = buildInsights(input([rsvp('attending', 2)], [], { date: NOW }));
    expect(result.items.map((i) => i.kind)).not.toContain('past_event');
  });

  it('says everything is covered, naming the dietary needs it met', () => {
    const result = buildInsights(
      input(
        [rsvp('attending', 6, 2), rsvp('attending', 1, 0, 'vegetarian'), rsvp('attending', 1, 0, 'gluten-free')],
        fullSpread(),
      ),
    );
    expect(result.items).toEqual([
      {
        kind: 'all_covered',
        severity: 'info',
        message:
          "Everything's covered: dishes cover about 54 servings for the 9 needed, and every category has enough dishes. Vegetarian and gluten-free guests are catered for too.",
      },
    ]);
  });

  it('says everything is covered without a dietary line when nobody has restrictions', () => {
    expect(buildInsights(input([rsvp('attending', 8, 2)], fullSpread())).suggestions).toEqual([
      "Everything's covered: dishes cover about 54 servings for the 9 needed, and every category has enough dishes.",
    ]);
  });

  it('does not call it covered when only the maybes would run short', () => {
    const dishes = fullSpread().map((d) => (d.servingSize ? { ...d, servingSize: '2' } : d));
    const result = buildInsights(input([rsvp('attending', 8), rsvp('maybe', 6)], dishes));
    expect(result.items.map((i) => i.kind)).toEqual(['food_quantity']);
    expect(result.items[0].severity).toBe('low');
  });
});

describe('food quantity', () => {
  it.each<[string, PlanningRsvp[], PlanningDish[], InsightSeverity, string]>([
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
  const many = (n: number, category: DishCategory, prefix: string) =>
    Array.from({ length: n }, (_, i) => dish(`${prefix} ${i + 1}`, category));

  it.each<[string, number, PlanningDish[], InsightSeverity, DishCategory | null, string]>([
    [
      'mains are the biggest gap',
      18,
      [
        ...many(1, 'main_dish', 'Main'),
        ...many(3, 'side_dish', 'Side'),
        ...many(2, 'appetizer', 'Starter'),
        ...many(2, 'dessert', 'Sweet'),
        ...many(2, 'soft_drinks', 'Drink'),
        ...many(1, 'cutlery', 'Plates'),
      ],
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
      [
        ...many(2, 'main_dish', 'Main'),
        ...many(2, 'side_dish', 'Side'),
        ...many(1, 'appetizer', 'Starter'),
        ...many(1, 'dessert', 'Sweet'),
        ...many(1, 'alcohol', 'Wine'),
      ],
      'low',
      'cutlery',
      'Plates and cutlery are the biggest gap: 0 of 1 signed up for 10 people.',
    ],
    [
      'drinks missing, asked for as soft drinks',
      10,
      [
        ...many(2, 'main_dish', 'Main'),
        ...many(2, 'side_dish', 'Side'),
        ...many(1, 'appetizer', 'Starter'),
        ...many(1, 'dessert', 'Sweet'),
        ...many(1, 'cutlery', 'Plates'),
      ],
      'medium',
      'soft_drinks',
      'Drinks are the biggest gap: 0 of 1 signed up for 10 people.',
    ],
    [
      'a plates gap beside a food gap is still medium',
      10,
      [
        ...many(2, 'main_dish', 'Main'),
        ...many(1, 'side_dish', 'Side'),
        ...many(1, 'appetizer', 'Starter'),
        ...many(1, 'dessert', 'Sweet'),
        ...many(1, 'soft_drinks', 'Juice'),
      ],
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

describe('dietary coverage', () => {
  const meatMain = (name = 'Steak') => dish(name, 'main_dish', { containsMeat: true });

  it.each<
    [string, PlanningRsvp[], PlanningDish[], Partial<PlanningEvent>, Array<[InsightKind, InsightSeverity, string]>]
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
  it.each<[string, PlanningRsvp[], PlanningDish[], Partial<PlanningEvent>, Array<[InsightSeverity, string]>]>([
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

  it.each<[string, PlanningRsvp[], PlanningDish[], Partial<PlanningEvent>, string | null]>([
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

describe('drinks for kids and non-drinkers', () => {
  it.each<[string, PlanningRsvp[], PlanningDish[], string | null]>([
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
  const eighteenCovered = (): PlanningDish[] => [
    dish('Main 1', 'main_dish'),
    dish('Main 2', 'main_dish'),
    dish('Main 3', 'main_dish'),
    dish('Side 1', 'side_dish'),
    dish('Sweet 1', 'dessert'),
    dish('Sweet 2', 'dessert'),
    dish('Juice', 'soft_drinks'),
    dish('Wine', 'alcohol'),
    dish('Plates', 'cutlery'),
  ];

  it.each<[string, PlanningRsvp[], PlanningDish[], string[]]>([
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
        dish('Side 1', 'side_dish'),
        dish('Side 2', 'side_dish'),
        dish('Side 3', 'side_dish'),
        dish('Starter 1', 'appetizer'),
        dish('Starter 2', 'appetizer'),
        dish('Sweet 1', 'dessert'),
        dish('Sweet 2', 'dessert'),
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

describe('ordering', () => {
  it('sorts by severity, then by rule, and suggestions mirror the items', () => {
    const result = buildInsights(
      input(
        [rsvp('attending', 12, 4, 'vegetarian'), rsvp('attending', 2, 0, 'peanut allergy'), rsvp('maybe', 2)],
        [
          dish('Chicken curry', 'main_dish', { containsMeat: true, servingSize: '8-10' }),
          dish('Samosas', 'appetizer', { servingSize: 'serves 10', contributorName: 'Priya' }),
          dish('Samosa', 'appetizer', { servingSize: '2 dozen' }),
          dish('Pesto pasta', 'side_dish', { isVegetarian: true, containsNuts: true, contributorName: 'Jo' }),
          dish('Red wine', 'alcohol'),
        ],
      ),
    );
    expect(result.items.map((i) => [i.severity, i.kind])).toEqual([
      ['high', 'allergen_warning'],
      ['medium', 'category_balance'],
      ['medium', 'dietary_coverage'],
      ['medium', 'drinks_for_kids'],
      ['low', 'duplicate_dish'],
      ['info', 'food_quantity'],
    ]);
    expect(result.suggestions).toEqual([
      '2 guests have a nut allergy, and 1 dish contains nuts: Pesto pasta (Jo). Please label it clearly and serve it away from the other food.',
      'Desserts are the biggest gap: 0 of 2 signed up for 18 people. Also short: mains (1 of 3), sides (1 of 3), drinks (1 of 2) and plates and cutlery (0 of 1).',
      '16 guests are vegetarian but no main is vegetarian yet.',
      '4 kids are coming, but the only drinks so far are alcohol (Red wine). Could someone bring juice or a soft drink?',
      'Two people are bringing Samosas (Priya and Sam). Maybe one could bring a dessert instead.',
      "14 adults and 4 kids need about 16 servings (kids count as half), plus up to 2 more if the maybes come; dishes signed up cover about 50 (1 size estimated), so there's enough food.",
    ]);
  });

  it('is deterministic and leaves its input alone', () => {
    const i = input(
      [rsvp('attending', 5, 2, 'vegan'), rsvp('maybe', 1)],
      [dish('Tacos', 'main_dish'), dish('tacos', 'main_dish', { contributorName: 'Jo' })],
    );
    const copy = JSON.parse(JSON.stringify(i)) as unknown;
    const first = buildInsights(i);
    expect(buildInsights(i)).toEqual(first);
    expect(JSON.parse(JSON.stringify(i))).toEqual(copy);
  });
});
