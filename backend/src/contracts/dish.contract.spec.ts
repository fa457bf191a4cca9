import { dishInputSchema } from './dish.contract';
import { type DietaryRules, dietaryRuleViolation, NO_DISH_FLAGS, OWN_IMAGE_MESSAGE } from './dish.rules';

const all = { allowVegan: true, allowVegetarian: true, allowNonVegetarian: true };

describe('dietaryRuleViolation', () => {
  it('allows everything when the event allows everything', () => {
    expect(dietaryRuleViolation({ isVegan: true, isVegetarian: true }, all)).toBeNull();
    expect(dietaryRuleViolation({ containsMeat: true }, all)).toBeNull();
  });
  it('gives each rule its message', () => {
    expect(dietaryRuleViolation({ isVegan: true }, { ...all, allowVegan: false })).toBe(
      'validation.dish.veganNotAllowed',
    );
    expect(dietaryRuleViolation({ isVegetarian: true }, { ...all, allowVegetarian: false })).toBe(
      'validation.dish.vegetarianNotAllowed',
    );
    expect(dietaryRuleViolation({ containsMeat: true }, { ...all, allowNonVegetarian: false })).toBe(
      'validation.dish.nonVegetarianNotAllowed',
    );
  });
  it('leaves unflagged dishes (drinks, cutlery) alone whatever the rules', () => {
    expect(
      dietaryRuleViolation({}, { allowVegan: false, allowVegetarian: false, allowNonVegetarian: false }),
    ).toBeNull();
  });
});

describe('dishInputSchema', () => {
  it('defaults category main_dish and every flag false', () => {
    expect(dishInputSchema.parse({ name: 'Soup' })).toMatchObject({
      category: 'main_dish',
      ...NO_DISH_FLAGS,
    });
  });
  it('refuses a dish that is vegan and contains meat', () => {
    expect(dishInputSchema.safeParse({ name: 'x', isVegan: true, containsMeat: true }).success).toBe(false);
  });
});

const flags = {
  meat: { isVegan: false, isVegetarian: false, containsMeat: true },
  vegetarian: { isVegan: false, isVegetarian: true, containsMeat: false },
  vegan: { isVegan: true, isVegetarian: true, containsMeat: false },
  plain: { isVegan: false, isVegetarian: false, containsMeat: false },
};

describe('dietaryRuleViolation against every combination of rules', () => {
  const isAllowed = (event: DietaryRules, dish: Parameters<typeof dietaryRuleViolation>[0]) =>
    dietaryRuleViolation(dish, event) === null;

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
    const event: DietaryRules = { allowVegetarian, allowVegan, allowNonVegetarian };
    expect(isAllowed(event, flags.meat)).toBe(expected.meat);
    expect(isAllowed(event, flags.vegetarian)).toBe(expected.vegetarian);
    expect(isAllowed(event, flags.vegan)).toBe(expected.vegan);
    // A dish with no dietary flags (a drink, plates) is never blocked.
    expect(isAllowed(event, flags.plain)).toBe(true);
  });

  it('checks a vegan flag on its own, as the dish form does', () => {
    const onlyVegan = { isVegan: true, isVegetarian: false, containsMeat: false };
    expect(isAllowed({ allowVegetarian: false, allowVegan: true, allowNonVegetarian: true }, onlyVegan)).toBe(true);
    expect(isAllowed({ allowVegetarian: true, allowVegan: false, allowNonVegetarian: true }, onlyVegan)).toBe(false);
  });
});

describe('dish imageUrl', () => {
  const parse = (imageUrl: unknown) => dishInputSchema.safeParse({ name: 'Soup', imageUrl });

  it('accepts our own picture paths, and none', () => {
    expect(parse('/images/dishes/dessert.svg').data?.imageUrl).toBe('/images/dishes/dessert.svg');
    expect(parse('').data?.imageUrl).toBeNull();
    expect(parse(null).data?.imageUrl).toBeNull();
    expect(parse(undefined).data?.imageUrl).toBeNull();
  });

  it('refuses any address that could leave our origin, with one clear message', () => {
    for (const url of [
      'https://tracker.example/pixel.png',
      'http://127.0.0.1/x.png',
      '//tracker.example/x.png',
      '/images//tracker.example/x.png',
      '/images/../api/guest-link/x',
      '/api/events',
      'images/dishes/dessert.svg',
      '/images/dishes/x.svg?track=1',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/\\tracker.example/x.png',
    ]) {
      const result = parse(url);
      expect([url, result.success]).toEqual([url, false]);
      expect(result.error?.issues[0].message).toBe(OWN_IMAGE_MESSAGE);
    }
  });
});
