import {
  DISH_BADGES,
  DISH_FLAG_NAMES,
  DISH_FLAG_RESTRICTIONS,
  DISH_FLAGS,
  dishFlagLabels,
  dishFlagsOf,
  KNOWN_RESTRICTION_NAMES,
  NO_DISH_FLAGS,
} from './dish.rules';

describe('the known restrictions', () => {
  it('are every restriction a dish flag meets or breaks, once', () => {
    const spoken = DISH_FLAGS.flatMap((f) => [...DISH_FLAG_RESTRICTIONS[f].meets, ...DISH_FLAG_RESTRICTIONS[f].breaks]);
    expect([...KNOWN_RESTRICTION_NAMES].sort()).toEqual([...new Set(spoken)].sort());
  });
});

describe('the dish flags derived from the one list', () => {
  it('names the form checkboxes in the list order and the badges in their own', () => {
    expect(Object.values(DISH_FLAG_NAMES)).toEqual([
      'Vegetarian',
      'Vegan',
      'Gluten-free',
      'Dairy-free',
      'Contains nuts',
      'Spicy',
      'Contains meat',
    ]);
    expect(DISH_BADGES.map((b) => `${b.icon} ${b.label}`)).toEqual([
      '🌱 Vegan',
      '🥕 Veg',
      '🍖 Meat',
      '🌾 GF',
      '🥛 DF',
      '🥜 Nuts',
      '🌶️ Spicy',
    ]);
  });

  it('gives the CSV the short labels in badge order, without Veg beside Vegan', () => {
    expect(dishFlagLabels({ ...NO_DISH_FLAGS, isSpicy: true, isVegetarian: true, isVegan: true })).toEqual([
      'Vegan',
      'Spicy',
    ]);
    expect(dishFlagLabels({ ...NO_DISH_FLAGS, isVegetarian: true, containsNuts: true })).toEqual(['Veg', 'Nuts']);
    expect(dishFlagLabels(NO_DISH_FLAGS)).toEqual([]);
  });

  it('keeps only the flags of what it is given, a missing or null one being false', () => {
    const row = { ...NO_DISH_FLAGS, isVegan: true, name: 'Dal', id: 'x' };
    expect(dishFlagsOf(row)).toEqual({ ...NO_DISH_FLAGS, isVegan: true });
    expect(dishFlagsOf({ isGlutenFree: true, isSpicy: null })).toEqual({ ...NO_DISH_FLAGS, isGlutenFree: true });
  });
});
