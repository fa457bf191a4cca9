import type { NamedUser } from '../contracts/user.rules';
import type { DishSuggestion } from '../contracts/insights.contract';
import {
  dishSuggestionIn,
  toEventInsights,
  toInsightsDish,
  toInsightsRsvp,
  type InsightsDishRow,
  type InsightsRsvpRow,
} from './insights.mapper';

const user = (names: Partial<NamedUser>): NamedUser => ({ firstName: null, lastName: null, nickname: null, ...names });
const rsvp = (fields: Partial<InsightsRsvpRow>): InsightsRsvpRow => ({
  status: 'attending',
  adultCount: 2,
  kidCount: 1,
  dietaryRestrictions: null,
  allergies: null,
  waitlistedAt: null,
  user: null,
  ...fields,
});

describe('insights mapper', () => {
  it.each([
    [null, null, null],
    ['vegetarian', null, 'vegetarian'],
    [null, 'peanuts', 'peanuts'],
    ['  vegan ', ' tree nuts ', 'vegan; tree nuts'],
    ['', '   ', null],
  ])('reads restrictions %p and allergies %p together as %p', (dietaryRestrictions, allergies, expected) => {
    expect(
      toInsightsRsvp(rsvp({ dietaryRestrictions, allergies, user: user({ firstName: 'Ann' }) })).dietaryRestrictions,
    ).toBe(expected);
  });

  it('names guests and contributors by their display name', () => {
    expect(
      toInsightsRsvp(rsvp({ user: user({ firstName: 'Ann', lastName: 'Lee', nickname: 'Annie' }) })).guestName,
    ).toBe('Annie');
    expect(toInsightsRsvp(rsvp({ user: null })).guestName).toBe('Unknown User');
    const dish: InsightsDishRow = {
      name: 'Dal',
      category: 'main_dish',
      servingSize: null,
      isVegetarian: true,
      isVegan: true,
      isGlutenFree: true,
      isDairyFree: true,
      containsNuts: false,
      isSpicy: false,
      containsMeat: false,
      contributor: user({ firstName: 'Raj', lastName: 'Patel' }),
    };
    expect(toInsightsDish(dish).contributorName).toBe('Raj Patel');
  });

  it('keeps the engine order and leaves out an absent category', () => {
    const body = toEventInsights({
      suggestions: ['a', 'b'],
      items: [
        { kind: 'allergen_warning', severity: 'high', message: 'a' },
        { kind: 'category_balance', severity: 'medium', category: 'dessert', message: 'b' },
      ],
    });
    expect(body).toEqual({
      suggestions: ['a', 'b'],
      items: [
        { kind: 'allergen_warning', severity: 'high', message: 'a' },
        { kind: 'category_balance', severity: 'medium', category: 'dessert', message: 'b' },
      ],
    });
    expect('category' in body.items[0]).toBe(false);
  });

  it('writes a suggestion in the reader’s language, its category and flags unchanged', () => {
    const suggestion: DishSuggestion = {
      name: 'Beef lasagna',
      description: 'Layers of pasta, beef ragù, béchamel and cheese.',
      category: 'main_dish',
      isVegetarian: false,
      isVegan: false,
      isGlutenFree: false,
      isDairyFree: false,
      containsNuts: false,
      isSpicy: false,
      containsMeat: true,
    };
    expect(dishSuggestionIn(suggestion, 'es')).toEqual({
      ...suggestion,
      name: 'Lasaña de carne',
      description: 'Capas de pasta, ragú de res, bechamel y queso.',
    });
    expect(dishSuggestionIn(suggestion, 'en')).toEqual(suggestion);
    expect(dishSuggestionIn(suggestion, 'en-XA').name).toMatch(/^⟦Ɓ.*⟧$/);
  });
});
