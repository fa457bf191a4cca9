import { DISH_FLAG_TEXT, DISH_FLAGS, NO_DISH_FLAGS } from '../contracts/dish.rules';
import { cardMarks } from './card-marks';

describe('buffet card marks', () => {
  it.each(DISH_FLAGS)('%s set prints its name beside a symbol', (flag) => {
    const marks = cardMarks({ ...NO_DISH_FLAGS, [flag]: true });
    expect(marks).toContainEqual(expect.objectContaining({ words: DISH_FLAG_TEXT[flag].name }));
    for (const mark of marks) expect(mark.symbol).toMatch(/^[A-Z]{1,2}$/);
  });

  it('warns of gluten and dairy unless the dish is marked free of them (a vegan dish has no dairy)', () => {
    expect(cardMarks(NO_DISH_FLAGS).map((m) => m.words)).toEqual(['May contain gluten', 'May contain dairy']);
    expect(cardMarks({ ...NO_DISH_FLAGS, isVegan: true, isGlutenFree: true }).map((m) => m.words)).toEqual([
      'Vegan',
      'Gluten-free',
    ]);
  });

  it('prints warnings as filled shapes and diets as outlines, so they differ in black and white', () => {
    const marks = cardMarks({ ...NO_DISH_FLAGS, containsNuts: true, isVegetarian: true });
    expect(marks.find((m) => m.words === 'Contains nuts')?.shape).toBe('warning');
    expect(marks.find((m) => m.words === 'Vegetarian')?.shape).toBe('diet');
  });
});
