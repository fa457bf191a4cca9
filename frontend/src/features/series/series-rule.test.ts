import { afterAll, describe, expect, it } from 'vitest';
import { applyLocale } from '@/lib/i18n';
import { monthlyLabel, nthWeekday } from './series-rule';

describe('the monthly rule of a series', () => {
  afterAll(() => applyLocale('en'));

  it('names the nth weekday in the event’s zone, a fifth one as the last', () => {
    // Thursday 4 March 2027, 18:30 in Paris; 23:30 on Sunday 31 January 2027 in New York is Monday 1 February in UTC.
    expect(nthWeekday('2027-03-04T17:30:00.000Z', 'Europe/Paris')).toEqual({ nth: '1', weekday: '4' });
    expect(nthWeekday('2027-02-01T04:30:00.000Z', 'America/New_York')).toEqual({ nth: 'last', weekday: '0' });
    expect(nthWeekday('2027-03-27T12:00:00.000Z', 'UTC')).toEqual({ nth: '4', weekday: '6' });
  });

  it.each([
    ['en', '2027-03-04T17:30:00.000Z', 'Monthly on the first Thursday'],
    ['en', '2027-02-01T04:30:00.000Z', 'Monthly on the last Sunday'],
    ['es', '2027-03-04T17:30:00.000Z', 'Cada mes, el primer jueves'],
    ['pt-BR', '2027-03-04T17:30:00.000Z', 'Todo mês, na primeira quinta-feira'],
    ['pt-BR', '2027-03-27T12:00:00.000Z', 'Todo mês, no quarto sábado'],
    ['de', '2027-02-01T04:30:00.000Z', 'Monatlich am letzten Sonntag'],
  ] as const)('%s: %s → %s', async (locale, iso, text) => {
    await applyLocale(locale);
    expect(monthlyLabel(iso, iso.endsWith('04:30:00.000Z') ? 'America/New_York' : 'Europe/Paris')).toBe(text);
  });
});
