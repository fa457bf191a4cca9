import { dietaryRuleViolation, dishInputSchema } from './dish.contract';

const all = { allowVegan: true, allowVegetarian: true, allowNonVegetarian: true };

describe('dietaryRuleViolation', () => {
  it('allows everything when the event allows everything', () => {
    expect(dietaryRuleViolation({ isVegan: true, isVegetarian: true }, all)).toBeNull();
    expect(dietaryRuleViolation({ containsMeat: true }, all)).toBeNull();
  });
  it('gives the spec message for each rule', () => {
    expect(dietaryRuleViolation({ isVegan: true }, { ...all, allowVegan: false })).toBe(
      'Vegan dishes are not allowed for this potluck.',
    );
    expect(dietaryRuleViolation({ isVegetarian: true }, { ...all, allowVegetarian: false })).toBe(
      'Vegetarian dishes are not allowed for this potluck.',
    );
    expect(dietaryRuleViolation({ containsMeat: true }, { ...all, allowNonVegetarian: false })).toBe(
      'Non-vegetarian dishes are not allowed for this potluck.',
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
      isVegetarian: false,
      isVegan: false,
      isGlutenFree: false,
      isDairyFree: false,
      containsNuts: false,
      isSpicy: false,
      containsMeat: false,
    });
  });
  it('refuses a dish that is vegan and contains meat', () => {
    expect(dishInputSchema.safeParse({ name: 'x', isVegan: true, containsMeat: true }).success).toBe(false);
  });
});
