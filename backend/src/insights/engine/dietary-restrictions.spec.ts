import { countRestrictions, type DietaryTag, mentionsPork, parseDietaryRestrictions } from './dietary-restrictions';
import { type InsightsRsvp } from './insights-input';

describe('parseDietaryRestrictions', () => {
  it.each<[string | null, DietaryTag[]]>([
    [null, []],
    ['', []],
    ['None', []],
    ['no restrictions', []],
    ['vegetarian', ['vegetarian']],
    ['Veggie', ['vegetarian']],
    ['veg', ['vegetarian']],
    ['pescatarian', ['vegetarian']],
    ['vegan', ['vegan']],
    ['plant-based', ['vegan']],
    ['Non-vegetarian', []],
    ['non veg', []],
    ['not vegetarian, eats meat', []],
    ['gluten-free', ['gluten_free']],
    ['No gluten please', ['gluten_free']],
    ['celiac', ['gluten_free']],
    ['Coeliac', ['gluten_free']],
    ['wheat allergy', ['gluten_free']],
    ['dairy-free', ['dairy_free']],
    ['lactose intolerant', ['dairy_free']],
    ['nut allergy', ['nut_allergy']],
    ['allergic to peanuts', ['nut_allergy']],
    ['No nuts!', ['nut_allergy']],
    ['tree nut allergy', ['nut_allergy']],
    ['coconut is fine', []],
    ['loves nutmeg', []],
    ['halal', ['halal']],
    ['Kosher', ['kosher']],
    ['no pork', ['no_pork']],
    ["doesn't drink alcohol", ['no_alcohol']],
    ['pregnant', ['no_alcohol']],
    ['mild food please, nothing spicy', ['mild']],
    ['Vegan, gluten free and a peanut allergy', ['vegan', 'gluten_free', 'nut_allergy']],
    ['vegetarian; lactose-free', ['vegetarian', 'dairy_free']],
  ])('%p -> %p', (text, tags) => {
    expect([...parseDietaryRestrictions(text)].sort()).toEqual([...tags].sort());
  });
});

describe('countRestrictions', () => {
  const rsvp = (
    status: InsightsRsvp['status'],
    adultCount: number,
    kidCount: number,
    dietaryRestrictions: string | null,
  ): InsightsRsvp => ({
    status,
    adultCount,
    kidCount,
    dietaryRestrictions,
    guestName: 'Guest',
  });

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
