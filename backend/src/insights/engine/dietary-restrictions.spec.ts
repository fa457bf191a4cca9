import { countRestrictions, type DietaryTag, mentionsPork, parseDietaryRestrictions } from './dietary-restrictions';
import { insightsRsvp as rsvp } from './insights-builders.test-support';

describe('parseDietaryRestrictions', () => {
  // What people write, grouped by the tags it reads as.
  const readsAs: [DietaryTag[], (string | null)[]][] = [
    [
      [],
      [
        null,
        '',
        'None',
        'no restrictions',
        'Non-vegetarian',
        'non veg',
        'not vegetarian, eats meat',
        'coconut is fine',
        'loves nutmeg',
      ],
    ],
    [['vegetarian'], ['vegetarian', 'Veggie', 'veg', 'pescatarian']],
    [['vegan'], ['vegan', 'plant-based']],
    [['gluten_free'], ['gluten-free', 'No gluten please', 'celiac', 'Coeliac', 'wheat allergy']],
    [['dairy_free'], ['dairy-free', 'lactose intolerant']],
    [['nut_allergy'], ['nut allergy', 'allergic to peanuts', 'No nuts!', 'tree nut allergy']],
    [['halal'], ['halal']],
    [['kosher'], ['Kosher']],
    [['no_pork'], ['no pork']],
    [['no_alcohol'], ["doesn't drink alcohol", 'pregnant']],
    [['mild'], ['mild food please, nothing spicy']],
    [['vegan', 'gluten_free', 'nut_allergy'], ['Vegan, gluten free and a peanut allergy']],
    [['vegetarian', 'dairy_free'], ['vegetarian; lactose-free']],
  ];

  it.each(readsAs.flatMap(([tags, texts]) => texts.map((text): [string | null, DietaryTag[]] => [text, tags])))(
    '%p -> %p',
    (text, tags) => {
      expect([...parseDietaryRestrictions(text)].sort()).toEqual([...tags].sort());
    },
  );
});

describe('countRestrictions', () => {
  it('counts every person on an attending RSVP and ignores maybes and not-attending', () => {
    const counts = countRestrictions([
      rsvp('attending', 2, 1, 'vegetarian'),
      rsvp('attending', 1, 0, 'vegan'),
      rsvp('attending', 1, 0, 'vegetarian and vegan'),
      rsvp('maybe', 4, 0, 'vegetarian'),
      rsvp('not_attending', 3, 0, 'vegetarian'),
      rsvp('attending', 2, 0, 'halal'),
      rsvp('attending', 1, 0, 'no alcohol'),
    ]);
    expect(counts.byTag.vegetarian).toBe(4);
    expect(counts.byTag.vegan).toBe(2);
    expect(counts.meatFree).toBe(5);
    expect(counts.avoidPork).toBe(2);
    expect(counts.avoidAlcohol).toBe(3);
    expect(counts.byTag.gluten_free).toBe(0);
  });
});

describe('mentionsPork', () => {
  it.each<[string, boolean]>([
    ['Pulled pork sliders', true],
    ['Bacon-wrapped dates', true],
    ['Honey-glazed ham', true],
    ['Pigs in blankets', true],
    ['Pepperoni pizza', true],
    ['Hot dogs', true],
    ['Hamburger sliders', false],
    ['Graham cracker crust', false],
    ['Chicken curry', false],
  ])('%p -> %p', (name, expected) => {
    expect(mentionsPork(name)).toBe(expected);
  });
});
