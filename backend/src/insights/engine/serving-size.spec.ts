import { type DishCategory } from './insights-input';
import { DEFAULT_SERVINGS, parseServingSize } from './serving-size';

describe('parseServingSize', () => {
  it.each<[string, number]>([
    ['serves 8', 8],
    ['Serves 8', 8],
    ['8', 8],
    ['8-10', 8],
    ['8 - 10', 8],
    ['8\u201310', 8],
    ['8 to 10', 8],
    ['serves 8 to 10', 8],
    ['8 or 10', 8],
    ['6 people', 6],
    ['6 ppl', 6],
    ['for 6-8 people', 6],
    ['feeds 12', 12],
    ['feeds about 12', 12],
    ['10 servings', 10],
    ['10 portions', 10],
    ['a dozen', 12],
    ['A dozen cookies', 12],
    ['dozen', 12],
    ['2 dozen', 24],
    ['two dozen cookies', 24],
    ['half a dozen', 6],
    ['1.5 dozen', 18],
    ['2-3 dozen', 24],
    ['makes 2 dozen', 24],
    ['12 pcs', 12],
    ['12 pieces', 12],
    ['12 cupcakes', 12],
    ['twelve', 12],
    ['serves six', 6],
    ['8+ people', 8],
    ['~10', 10],
    ['about 15', 15],
    ['2 trays, serves 16', 16],
    ['2 lbs for 8 people', 8],
    ['12 cans', 12],
  ])('%p -> %p servings', (text, servings) => {
    expect(parseServingSize(text, 'main_dish')).toEqual({ servings, estimated: false });
  });

  it.each<[string | null]>([
    [null],
    [''],
    ['   '],
    ['plenty'],
    ['a big tray'],
    ['1 large tray'],
    ['2 lbs'],
    ['2kg'],
    ['3 liters'],
    ['1 pie'],
    ['0'],
    ['serves 0'],
    ['2024'],
    ['serves 500'],
  ])('%p is unreadable and falls back to the category default', (text) => {
    expect(parseServingSize(text, 'side_dish')).toEqual({ servings: DEFAULT_SERVINGS.side_dish, estimated: true });
  });

  it.each<[DishCategory, number]>([
    ['main_dish', 8],
    ['side_dish', 8],
    ['appetizer', 10],
    ['dessert', 10],
    ['soft_drinks', 12],
    ['alcohol', 12],
    ['cutlery', 0],
  ])('default for %p is %p servings', (category, servings) => {
    expect(parseServingSize(null, category)).toEqual({ servings, estimated: true });
  });

  it('defaults to the main-dish estimate when no category is given', () => {
    expect(parseServingSize(null)).toEqual({ servings: 8, estimated: true });
  });

  it('a readable size wins over the category default, even for cutlery', () => {
    expect(parseServingSize('50 plates', 'cutlery')).toEqual({ servings: 50, estimated: false });
  });
});
