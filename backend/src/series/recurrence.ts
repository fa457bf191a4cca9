import { TZDate } from '@date-fns/tz';
import { RRule, type Weekday } from 'rrule';
import { toWallClock as wallClock } from '../platform/common/wall-clock';

export const SERIES_FREQUENCIES = ['weekly', 'biweekly', 'monthly', 'custom'] as const;
export type SeriesFrequency = (typeof SERIES_FREQUENCIES)[number];

/** What a series repeats by: its rule and its first start as wall-clock time ("2026-11-05T18:30") in its zone. */
export interface SeriesRule {
  frequency: SeriesFrequency;
  firstLocal: string;
  timeZone: string;
  /** For 'custom': every start (instants). */
  customStarts: readonly Date[];
}

/** The wall-clock time of an instant in a zone, as "YYYY-MM-DDTHH:mm". */
export { wallClock };

function fields(local: string): [number, number, number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) throw new Error(`not a wall-clock time: ${local}`);
  return [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])];
}

/**
 * Rules are expanded on "floating" times (wall-clock time written as if it were UTC), then each is placed in the
 * zone: a series at 18:30 stays at 18:30 local after a daylight-saving change, whatever its UTC offset becomes.
 */
const floating = (local: string) => {
  const [y, mo, d, h, mi] = fields(local);
  return new Date(Date.UTC(y, mo - 1, d, h, mi));
};
const placed = (f: Date, timeZone: string) =>
  new Date(
    new TZDate(
      f.getUTCFullYear(),
      f.getUTCMonth(),
      f.getUTCDate(),
      f.getUTCHours(),
      f.getUTCMinutes(),
      timeZone,
    ).getTime(),
  );

const WEEKDAYS = [RRule.SU, RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA];

/** "The 1st Thursday" of the first start; a 5th weekday means "the last" (not every month has a 5th). */
export function nthWeekday(local: string): { weekday: Weekday; nth: number } {
  const start = floating(local);
  const n = Math.ceil(start.getUTCDate() / 7);
  return { weekday: WEEKDAYS[start.getUTCDay()], nth: n === 5 ? -1 : n };
}

function rruleOf(rule: SeriesRule): RRule | null {
  const dtstart = floating(rule.firstLocal);
  if (rule.frequency === 'weekly') return new RRule({ freq: RRule.WEEKLY, interval: 1, dtstart });
  if (rule.frequency === 'biweekly') return new RRule({ freq: RRule.WEEKLY, interval: 2, dtstart });
  if (rule.frequency === 'monthly') {
    const { weekday, nth } = nthWeekday(rule.firstLocal);
    return new RRule({ freq: RRule.MONTHLY, byweekday: [weekday.nth(nth)], dtstart });
  }
  return null;
}

/** The starts of the series from `from` up to `until` (both inclusive), at most `limit`, earliest first. */
export function seriesStarts(rule: SeriesRule, until: Date, limit: number, from = new Date(0)): Date[] {
  const rrule = rruleOf(rule);
  const inRange = (d: Date) => d.getTime() >= from.getTime() && d.getTime() <= until.getTime();
  if (!rrule) {
    return [...rule.customStarts]
      .filter(inRange)
      .sort((a, b) => a.getTime() - b.getTime())
      .slice(0, limit);
  }
  // `until` as a floating time a day later, so the last local day is never cut by the zone's offset.
  const end = new Date(floating(wallClock(until, rule.timeZone)).getTime() + 864e5);
  const starts: Date[] = [];
  rrule.all((f) => {
    if (f.getTime() > end.getTime() || starts.length >= limit) return false;
    const at = placed(f, rule.timeZone);
    if (inRange(at)) starts.push(at);
    return true;
  });
  return starts;
}

/** The rule as RFC 5545 text ("FREQ=MONTHLY;BYDAY=1TH"); null for custom dates (each is its own entry). */
export function rruleText(rule: SeriesRule): string | null {
  const rrule = rruleOf(rule);
  if (!rrule) return null;
  if (rule.frequency === 'monthly') {
    const { weekday, nth } = nthWeekday(rule.firstLocal);
    return `FREQ=MONTHLY;BYDAY=${nth}${weekday.toString()}`;
  }
  return rule.frequency === 'weekly' ? 'FREQ=WEEKLY' : 'FREQ=WEEKLY;INTERVAL=2';
}

/** The first start as an instant. */
export const firstStart = (rule: SeriesRule): Date => placed(floating(rule.firstLocal), rule.timeZone);
