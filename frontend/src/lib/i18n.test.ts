// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest';
import { applyLocale, t } from './i18n';
import { formatLongDateTime } from './date-format';

// The app's compiled catalogues (vite.locales.ts): plural rules per language, the document's direction, dates.
describe('the app in other languages', () => {
  afterAll(() => applyLocale('en'));

  it.each([
    ['ar', 0, 'لا أطفال', 'rtl'],
    ['ar', 1, 'طفل واحد', 'rtl'],
    ['ar', 2, 'طفلان', 'rtl'],
    ['ar', 3, '3 أطفال', 'rtl'],
    ['ar', 11, '11 طفلًا', 'rtl'],
    ['ar', 100, '100 طفل', 'rtl'],
    ['en', 0, '0 kids', 'ltr'],
    ['en', 1, '1 kid', 'ltr'],
    ['en', 2, '2 kids', 'ltr'],
  ] as const)('%s: %i kids → %s, written %s', async (locale, count, text, dir) => {
    await applyLocale(locale);
    expect(t('rsvp.kids', { count })).toBe(text);
    expect(document.documentElement.dir).toBe(dir);
    expect(document.documentElement.lang).toBe(locale);
  });

  it.each([
    ['en', 'Monday, June 3, 2024 at 6:30 PM'],
    ['es', 'lunes, 3 de junio de 2024, 18:30'],
    ['fr', 'lundi 3 juin 2024 à 18:30'],
  ] as const)('%s dates: %s (in the event’s zone)', async (locale, text) => {
    await applyLocale(locale);
    expect(formatLongDateTime('2024-06-03T22:30:00Z', 'America/New_York')).toBe(text);
  });

  it('a language chosen in this browser is remembered in the cookie the server reads; one merely shown is not', async () => {
    await applyLocale('fr');
    expect(document.cookie).not.toContain('potluck_locale=');
    await applyLocale('es', { remember: true });
    expect(document.cookie).toContain('potluck_locale=es');
    document.cookie = 'potluck_locale=; path=/; max-age=0';
  });
});
