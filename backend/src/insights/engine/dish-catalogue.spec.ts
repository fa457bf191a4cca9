import { DISH_CATEGORIES, EVENT_THEMES } from '../../contracts/common.rules';
import { DISH_CATALOGUE } from './dish-catalogue';
import { dishNameKey } from './dish-name';
import { FOOD_CATEGORIES, isFoodCategory } from './insights-input';

// Phrases like "no bacon" or "without eggs or butter" mention an ingredient the dish doesn't have.
const ingredientsText = (name: string, description: string) =>
  `${name} ${description}`
    .toLowerCase()
    .replace(/without [^.;]*/g, ' ')
    .replace(/\bno \w+/g, ' ')
    .replace(/coconut milk/g, ' ');

const MEAT =
  /\b(?:chicken|beef|lamb|pork|ham|bacon|sausages?|turkey|shrimp|salmon|seafood|chorizo|pepperoni|meatballs?|franks|wings|drumsticks)\b/;
const DAIRY =
  /\b(?:cheese|cheeses|cheddar|butter|cream|yogurt|milk|paneer|ghee|feta|mozzarella|parmesan|brie|ricotta|mascarpone|cotija|buttercream|ice cream)\b/;
const NUTS = /\b(?:nuts?|cashews?|pecans?|peanuts?|walnuts?|almonds?|pistachios?|chestnuts?|marzipan|hazelnuts?)\b/;
const GLUTEN =
  /\b(?:bread|pastry|pasta|noodles|wheat|bulgur|naan|buns?|crackers|filo|breadcrumbs|ladyfingers|beers?)\b/;

describe('DISH_CATALOGUE', () => {
  it('has at least 150 dishes', () => {
    expect(DISH_CATALOGUE.length).toBeGreaterThanOrEqual(150);
  });

  it.each(DISH_CATEGORIES)('offers several %p entries', (category) => {
    expect(DISH_CATALOGUE.filter((d) => d.category === category).length).toBeGreaterThanOrEqual(5);
  });

  it.each(EVENT_THEMES)('offers every kind of food for a %p event', (theme) => {
    for (const category of FOOD_CATEGORIES) {
      expect(DISH_CATALOGUE.some((d) => d.category === category && d.themes.includes(theme))).toBe(true);
    }
  });

  it('has dishes that suit any event', () => {
    expect(DISH_CATALOGUE.filter((d) => d.themes.length === 0).length).toBeGreaterThanOrEqual(10);
  });

  it('has unique names, also after loose matching', () => {
    const names = DISH_CATALOGUE.map((d) => d.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const keys = DISH_CATALOGUE.map((d) => dishNameKey(d.name));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain('');
  });

  it('has valid themes and no repeated theme on one dish', () => {
    for (const d of DISH_CATALOGUE) {
      expect(d.themes.every((t) => EVENT_THEMES.includes(t))).toBe(true);
      expect(new Set(d.themes).size).toBe(d.themes.length);
    }
  });

  it('has a short, friendly, one-line description for every dish', () => {
    for (const d of DISH_CATALOGUE) {
      expect(d.name).toBe(d.name.trim());
      expect(d.description).toMatch(/^[A-Z].*[.]$/);
      expect(d.description).not.toMatch(/\n/);
      expect(d.description.length).toBeLessThanOrEqual(90);
    }
  });

  it.each(DISH_CATALOGUE.map((d) => [d.name, d] as const))('%s has consistent flags', (_name, d) => {
    const text = ingredientsText(d.name, d.description);
    if (d.isVegan) {
      expect(d.isVegetarian).toBe(true);
      expect(d.isDairyFree).toBe(true);
    }
    if (d.isVegetarian || d.isVegan) expect(d.containsMeat).toBe(false);
    if (isFoodCategory(d.category)) {
      // Food is either vegetarian or has meat (fish counts as meat).
      expect(d.isVegetarian).toBe(!d.containsMeat);
      expect(MEAT.test(text)).toBe(d.containsMeat);
    } else {
      // Drinks and supplies never carry dish-type flags, so event rules never hide them.
      expect([d.isVegetarian, d.isVegan, d.containsMeat, d.isSpicy]).toEqual([false, false, false, false]);
    }
    if (d.category === 'cutlery') {
      expect([d.isGlutenFree, d.isDairyFree, d.containsNuts]).toEqual([false, false, false]);
    }
    expect(NUTS.test(text)).toBe(d.containsNuts);
    if (d.isDairyFree) expect(text).not.toMatch(DAIRY);
    if (d.isGlutenFree) expect(text).not.toMatch(GLUTEN);
  });
});
