import { formatEventDate } from '../common/event-time';
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
    expect(translate('ar', 'join.form.submit')).toBe('Submit RSVP');
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
