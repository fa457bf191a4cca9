import { t } from '@/lib/i18n';

/**
 * The arguments of `series.rule.monthly` for a date, in the event's zone: which of the month's weekdays it is
 * (1 to 4, a fifth one is "last") and the weekday (0 = Sunday), so each language writes both words in its own grammar.
 */
export function nthWeekday(iso: string, timeZone: string): { nth: string; weekday: string } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, day: 'numeric', weekday: 'short' }).formatToParts(
    new Date(iso),
  );
  const day = Number(parts.find((p) => p.type === 'day')?.value);
  const short = parts.find((p) => p.type === 'weekday')?.value ?? '';
  const n = Math.ceil(day / 7);
  return {
    nth: n <= 4 ? String(n) : 'last',
    weekday: String(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(short)),
  };
}

/** "Monthly on the first Thursday" for a date in the event's zone. */
export const monthlyLabel = (iso: string, timeZone: string): string =>
  t('series.rule.monthly', nthWeekday(iso, timeZone));
