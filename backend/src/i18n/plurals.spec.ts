import { basename, dirname, join } from 'node:path';
import { formatEventDate } from '../platform/common/event-time';
import { translate } from './catalogue';

// Plural forms come from each language's own rules (CLDR, through MessageFormat): Arabic has six.
describe('plural forms', () => {
  it.each([
    [0, 'لا أطفال'],
    [1, 'طفل واحد'],
    [2, 'طفلان'],
    [3, '3 أطفال'],
    [11, '11 طفلًا'],
    [100, '100 طفل'],
  ])('Arabic: %i kids → %s', (count, text) => {
    expect(translate('ar', 'rsvp.kids', { count })).toBe(text);
  });

  it.each([
    [0, '0 kids'],
    [1, '1 kid'],
    [2, '2 kids'],
  ])('English: %i → %s', (count, text) => {
    expect(translate('en', 'rsvp.kids', { count })).toBe(text);
  });

  it('a key a translation lacks falls back to English', () => {
    // Every real key is translated, so the catalogues here are built in the test: Arabic lacks a key English has.
    const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
    const dir = join(__dirname, 'locales');
    const files: Record<string, Record<string, string>> = {
      'en.json': { 'test.onlyEnglish': 'Only in English', 'test.both': 'In both' },
      'ar.json': { 'test.both': 'في الاثنين' },
    };
    jest.isolateModules(() => {
      jest.doMock('node:fs', () => ({
        ...fs,
        readdirSync: (path: string, ...rest: unknown[]) =>
          path === dir ? Object.keys(files) : (fs.readdirSync as (...a: unknown[]) => unknown)(path, ...rest),
        readFileSync: (path: string, ...rest: unknown[]) =>
          dirname(path) === dir && basename(path) in files
            ? JSON.stringify(files[basename(path)])
            : (fs.readFileSync as (...a: unknown[]) => unknown)(path, ...rest),
      }));
      // The catalogue must load inside the isolated registry, after the mock: a static import would load it first.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { translate: isolated } = require('./catalogue') as typeof import('./catalogue');
      expect(isolated('ar', 'test.both')).toBe('في الاثنين');
      expect(isolated('ar', 'test.onlyEnglish')).toBe('Only in English');
    });
  });

  it('the pseudo-locale keeps the arguments, accents the text and makes it about 40% longer', () => {
    const pseudo = translate('en-XA', 'rsvp.kids', { count: 2 });
    expect(pseudo).toMatch(/^⟦2 ķíí?đš·*⟧$/);
    const long = translate('en-XA', 'join.form.noAccount');
    expect(long.length).toBeGreaterThanOrEqual(Math.round(translate('en', 'join.form.noAccount').length * 1.3));
    expect(long).not.toMatch(/[a-z]{3}/);
  });
});

describe('event dates per locale, in the event’s zone', () => {
  const date = new Date('2024-06-03T22:30:00Z'); // 6:30 PM in New York
  it.each([
    ['en', 'Monday, June 3, 2024 at 6:30 PM EDT'],
    ['es', 'lunes, 3 de junio de 2024, 18:30 GMT-4'],
    ['fr', 'lundi 3 juin 2024 à 18:30 UTC−4'],
    ['de', 'Montag, 3. Juni 2024 um 18:30 GMT-4'],
  ])('%s: %s', (locale, text) => {
    expect(formatEventDate(date, 'America/New_York', locale)).toBe(text);
  });

  it('Arabic and Hindi write the date in their own words', () => {
    expect(formatEventDate(date, 'America/New_York', 'ar')).toContain('يونيو');
    expect(formatEventDate(date, 'America/New_York', 'hi')).toContain('जून');
  });
});
