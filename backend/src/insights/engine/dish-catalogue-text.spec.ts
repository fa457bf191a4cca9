import { LOCALES } from '../../contracts/locale.rules';
import { DISH_CATALOGUE } from './dish-catalogue';
import { anyScriptNameKey, catalogueNameOf, DISH_TRANSLATIONS, dishText } from './dish-catalogue-text';

const TRANSLATED = LOCALES.filter((l) => l !== 'en');
const ENGLISH_NAMES = DISH_CATALOGUE.map((d) => d.name);

describe('the dish catalogue in every language', () => {
  it('has a table for every locale but English', () => {
    expect(Object.keys(DISH_TRANSLATIONS).sort()).toEqual([...TRANSLATED].sort());
  });

  it.each(TRANSLATED)('%s: every dish, and no other, has a name and a one-line description', (locale) => {
    const table = DISH_TRANSLATIONS[locale];
    expect(Object.keys(table).sort()).toEqual([...ENGLISH_NAMES].sort());
    for (const dish of DISH_CATALOGUE) {
      const { name, description } = table[dish.name];
      expect(name).toBe(name.trim());
      expect(name.length).toBeGreaterThan(0);
      expect(name).not.toMatch(/\n/);
      expect(description).toMatch(/^\S.*[.।]$/u);
      expect(description).not.toMatch(/\n/);
      expect(description.length).toBeLessThanOrEqual(110);
      // Translated, not copied: a dish's name may stay as it is ("Paella"), its description never does.
      expect(description).not.toBe(dish.description);
    }
  });

  it.each([
    ['hi', /^[\p{Script=Devanagari}\p{Script=Common}\p{Script=Inherited}]+$/u],
    ['ar', /^[\p{Script=Arabic}\p{Script=Common}\p{Script=Inherited}]+$/u],
  ] as const)('%s is written in its own script', (locale, script) => {
    for (const { name, description } of Object.values(DISH_TRANSLATIONS[locale])) {
      expect(name).toMatch(script);
      expect(description).toMatch(script);
    }
  });

  it('names every dish apart, in each language and across them: a name leads back to one dish', () => {
    for (const locale of TRANSLATED) {
      const keys = Object.values(DISH_TRANSLATIONS[locale]).map((t) => anyScriptNameKey(t.name));
      expect(new Set(keys).size).toBe(keys.length);
    }
    const owner = new Map<string, string>();
    for (const [english, key] of [
      ...ENGLISH_NAMES.map((n) => [n, anyScriptNameKey(n)] as const),
      ...TRANSLATED.flatMap((l) =>
        Object.entries(DISH_TRANSLATIONS[l]).map(([n, t]) => [n, anyScriptNameKey(t.name)] as const),
      ),
    ]) {
      expect([key, owner.get(key) ?? english]).toEqual([key, english]);
      owner.set(key, english);
    }
  });

  it('gives a dish in a language, English as it is', () => {
    const lasagna = DISH_CATALOGUE.find((d) => d.name === 'Beef lasagna');
    if (!lasagna) throw new Error('Beef lasagna left the catalogue');
    expect(dishText(lasagna, 'es').name).toBe('Lasaña de carne');
    expect(dishText(lasagna, 'de').name).toBe('Lasagne mit Hackfleisch');
    expect(dishText(lasagna, 'en')).toEqual({ name: lasagna.name, description: lasagna.description });
    expect(dishText({ name: 'Not in the catalogue', description: 'Typed by a guest.' }, 'fr').name).toBe(
      'Not in the catalogue',
    );
  });

  it('finds the dish a translated name stands for, loosely, in any script', () => {
    expect(catalogueNameOf('lasaña de CARNE!')).toBe('Beef lasagna');
    expect(catalogueNameOf('पनीर टिक्का')).toBe('Paneer tikka');
    expect(catalogueNameOf('فلافل بالطحينة')).toBe('Falafel with tahini');
    expect(catalogueNameOf('Grandma’s special stew')).toBeNull();
  });
});
