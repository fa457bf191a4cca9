import { buildInsights } from './insights-engine';
import { type InsightsDish, type InsightsRsvp } from './insights-input';
import {
  NOW,
  insightsDish as dish,
  insightsInput as input,
  insightsRsvp as rsvp,
} from './insights-builders.test-support';
import { veg, vegan } from './insights-engine.test-support';

// A spread that meets every category target for 10 people (8 adults + 2 kids).
const fullSpread = (): InsightsDish[] => [
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

  it.each<[string, InsightsRsvp[], string]>([
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

  it.each<[string, InsightsRsvp[], InsightsDish[], string]>([
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
