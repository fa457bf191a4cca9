import { type EventDietRules, isAllowedByEventRules } from './event-rules';

const flags = {
  meat: { isVegan: false, isVegetarian: false, containsMeat: true },
  vegetarian: { isVegan: false, isVegetarian: true, containsMeat: false },
  vegan: { isVegan: true, isVegetarian: true, containsMeat: false },
  plain: { isVegan: false, isVegetarian: false, containsMeat: false },
};

describe('isAllowedByEventRules', () => {
  // [allowVegetarian, allowVegan, allowNonVegetarian] -> which kinds of dish may be brought
  it.each<[boolean, boolean, boolean, { meat: boolean; vegetarian: boolean; vegan: boolean }]>([
    [true, true, true, { meat: true, vegetarian: true, vegan: true }],
    [true, true, false, { meat: false, vegetarian: true, vegan: true }],
    [true, false, true, { meat: true, vegetarian: true, vegan: false }],
    [true, false, false, { meat: false, vegetarian: true, vegan: false }],
    [false, true, true, { meat: true, vegetarian: false, vegan: false }],
    [false, true, false, { meat: false, vegetarian: false, vegan: false }],
    [false, false, true, { meat: true, vegetarian: false, vegan: false }],
    [false, false, false, { meat: false, vegetarian: false, vegan: false }],
  ])('vegetarian %p, vegan %p, non-vegetarian %p', (allowVegetarian, allowVegan, allowNonVegetarian, expected) => {
    const event: EventDietRules = { allowVegetarian, allowVegan, allowNonVegetarian };
    expect(isAllowedByEventRules(event, flags.meat)).toBe(expected.meat);
    expect(isAllowedByEventRules(event, flags.vegetarian)).toBe(expected.vegetarian);
    expect(isAllowedByEventRules(event, flags.vegan)).toBe(expected.vegan);
    // A dish with no dietary flags (a drink, plates) is never blocked.
    expect(isAllowedByEventRules(event, flags.plain)).toBe(true);
  });

  it('checks a vegan flag on its own, as the dish form does', () => {
    const onlyVegan = { isVegan: true, isVegetarian: false, containsMeat: false };
    expect(
      isAllowedByEventRules({ allowVegetarian: false, allowVegan: true, allowNonVegetarian: true }, onlyVegan),
    ).toBe(true);
    expect(
      isAllowedByEventRules({ allowVegetarian: true, allowVegan: false, allowNonVegetarian: true }, onlyVegan),
    ).toBe(false);
  });
});
