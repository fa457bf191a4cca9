import { describe, expect, it } from 'vitest';
import { defaultDishImage, matchesDishFilter, parseDishFilter } from './dish-categories';

describe('dish filters', () => {
  it('preselects a valid category parameter and ignores invalid ones', () => {
    expect(parseDishFilter('dessert')).toBe('dessert');
    expect(parseDishFilter('drinks')).toBe('drinks');
    expect(parseDishFilter('soup')).toBe('all');
    expect(parseDishFilter(null)).toBe('all');
  });

  it('All Drinks matches soft drinks and alcohol only', () => {
    expect(matchesDishFilter('soft_drinks', 'drinks')).toBe(true);
    expect(matchesDishFilter('alcohol', 'drinks')).toBe(true);
    expect(matchesDishFilter('dessert', 'drinks')).toBe(false);
    expect(matchesDishFilter('cutlery', 'all')).toBe(true);
    expect(matchesDishFilter('cutlery', 'main_dish')).toBe(false);
  });

  it('has a default image per category', () => {
    expect(defaultDishImage('main_dish')).toBe('/images/dishes/main_dish.svg');
  });
});
