import { type CategoryGroup, categoryGroupOf, computeCategoryBalance, targetDishCount } from './category-balance';
import { type DishCategory } from './insights-input';

const dishes = (...categories: DishCategory[]) => categories.map((category) => ({ category }));

describe('targetDishCount', () => {
  it.each<[number, Record<CategoryGroup, number>]>([
    [0, { appetizer: 0, main_dish: 0, side_dish: 0, dessert: 0, drinks: 0, cutlery: 0 }],
    [1, { appetizer: 0, main_dish: 1, side_dish: 0, dessert: 0, drinks: 0, cutlery: 1 }],
    [4, { appetizer: 0, main_dish: 1, side_dish: 1, dessert: 0, drinks: 0, cutlery: 1 }],
    [5, { appetizer: 1, main_dish: 1, side_dish: 1, dessert: 1, drinks: 1, cutlery: 1 }],
    [10, { appetizer: 1, main_dish: 2, side_dish: 2, dessert: 1, drinks: 1, cutlery: 1 }],
    [18, { appetizer: 2, main_dish: 3, side_dish: 3, dessert: 2, drinks: 2, cutlery: 1 }],
    [40, { appetizer: 4, main_dish: 6, side_dish: 6, dessert: 4, drinks: 4, cutlery: 1 }],
  ])('%p people -> %p', (people, expected) => {
    const actual = Object.fromEntries(
      (Object.keys(expected) as CategoryGroup[]).map((g) => [g, targetDishCount(g, people)]),
    );
    expect(actual).toEqual(expected);
  });
});

describe('categoryGroupOf', () => {
  it('plans soft drinks and alcohol together', () => {
    expect(categoryGroupOf('soft_drinks')).toBe('drinks');
    expect(categoryGroupOf('alcohol')).toBe('drinks');
    expect(categoryGroupOf('main_dish')).toBe('main_dish');
  });
});

describe('computeCategoryBalance', () => {
  it.each<[string, number, DishCategory[], CategoryGroup | null, CategoryGroup[]]>([
    [
      'no dishes: mains first',
      18,
      [],
      'main_dish',
      ['main_dish', 'side_dish', 'appetizer', 'dessert', 'drinks', 'cutlery'],
    ],
    [
      'biggest gap wins',
      18,
      ['main_dish', 'appetizer', 'appetizer', 'dessert', 'dessert', 'soft_drinks', 'alcohol', 'cutlery', 'side_dish'],
      'main_dish',
      ['main_dish', 'side_dish', 'appetizer', 'dessert', 'drinks', 'cutlery'],
    ],
    [
      'equal gaps: the emptier group first',
      10,
      ['main_dish', 'side_dish', 'side_dish', 'appetizer', 'soft_drinks', 'cutlery'],
      'dessert',
      ['dessert', 'main_dish', 'side_dish', 'appetizer', 'drinks', 'cutlery'],
    ],
    [
      'equal gaps: food before plates',
      10,
      ['main_dish', 'main_dish', 'side_dish', 'appetizer', 'dessert', 'soft_drinks'],
      'side_dish',
      ['side_dish', 'cutlery', 'main_dish', 'appetizer', 'dessert', 'drinks'],
    ],
    [
      'everything on target',
      10,
      ['main_dish', 'main_dish', 'side_dish', 'side_dish', 'appetizer', 'dessert', 'alcohol', 'cutlery'],
      null,
      ['main_dish', 'side_dish', 'appetizer', 'dessert', 'drinks', 'cutlery'],
    ],
    ['nobody attending', 0, ['dessert'], null, ['main_dish', 'side_dish', 'appetizer', 'dessert', 'drinks', 'cutlery']],
  ])('%s', (_label, people, categories, mostNeeded, ranked) => {
    const balance = computeCategoryBalance(people, dishes(...categories));
    expect(balance.mostNeeded?.group ?? null).toBe(mostNeeded);
    expect(balance.ranked.map((r) => r.group)).toEqual(ranked);
  });

  it('reports target, have and gap per group', () => {
    const balance = computeCategoryBalance(18, dishes('main_dish', 'soft_drinks', 'alcohol', 'alcohol'));
    expect(balance.rows.find((r) => r.group === 'main_dish')).toEqual({
      group: 'main_dish',
      target: 3,
      have: 1,
      gap: 2,
    });
    expect(balance.rows.find((r) => r.group === 'drinks')).toEqual({ group: 'drinks', target: 2, have: 3, gap: 0 });
  });
});
