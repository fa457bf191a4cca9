// Date-times people send (an event's date, date-poll options, series dates, a dish's arrival) are moments the
// calendar has: "2026-02-30T10:00" or "2026-13-40T25:61" are refused, never rolled over into another day; and a
// wall-clock time in the event's zone is one its clocks show (not one skipped when they spring forward). No zod here:
// the browser uses these checks too; date-time.contract.ts builds the schemas on them.

/** A wall-clock time: "2026-12-04T18:00" (24-hour, minutes), in a time zone said elsewhere. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
/** The calendar part of anything written like a date-time ("2026-12-04T18:00", "2026-12-04T18:00:00.000Z"). */
const DATE_TIME_START = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;
/** An instant with its offset, seconds and fractions optional. */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):(\d{2}))$/;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const DATE_TIME_MESSAGES = {
  localFormat: 'validation.dateTime.localFormat',
  notOnCalendar: 'validation.dateTime.notOnCalendar',
  skippedByClockChange: 'validation.dateTime.skippedByClockChange',
} as const;

/** The UTC milliseconds of a calendar moment (any year 0–9999), or null when the calendar has no such moment. */
function calendarMillis(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): number | null {
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps the years 0–99 as written.
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, s, 0);
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
    ? date.getTime()
    : null;
}

const numbers = (match: RegExpExecArray) => match.slice(1).map((part) => (part === undefined ? 0 : Number(part)));

/** "2026-12-04T18:00" written so and a moment the calendar has. */
export function isLocalDateTime(value: string): boolean {
  const m = LOCAL_DATE_TIME.exec(value);
  return m !== null && calendarMillis(...(numbers(m) as [number, number, number, number, number])) !== null;
}

/** "2026-12-04" written so and a day the calendar has. */
export function isCalendarDay(value: string): boolean {
  const m = CALENDAR_DAY.exec(value);
  return m !== null && calendarMillis(...(numbers(m) as [number, number, number])) !== null;
}

/** An instant with its offset ("2026-12-04T18:00:00Z", "…+05:30") whose date, time and offset all exist. */
export function isRealInstant(value: string): boolean {
  const m = INSTANT.exec(value);
  if (!m) return false;
  const [y, mo, d, h, mi, s, offsetH, offsetM] = numbers(m) as [number, ...number[]];
  return calendarMillis(y, mo!, d!, h, mi, s) !== null && offsetH! <= 23 && offsetM! <= 59;
}

/**
 * Written like a date-time but not a moment of the calendar ("2026-02-30T10:00", "2026-13-40T25:61"): such a value
 * gets the calendar's message, not the format's.
 */
export function isImpossibleDateTime(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const m = DATE_TIME_START.exec(value);
  return m !== null && calendarMillis(...(numbers(m) as [number, number, number, number, number, number])) === null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
      era: 'short',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The zone's wall clock at an instant, as the UTC milliseconds of the same reading (minutes). */
function wallClockMillis(instant: number, timeZone: string): number {
  const parts: Record<string, string> = {};
  for (const p of wallClockFormat(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  const year = parts.era === 'BC' ? 1 - Number(parts.year) : Number(parts.year);
  return calendarMillis(year, Number(parts.month), Number(parts.day), Number(parts.hour), Number(parts.minute)) ?? NaN;
}

/**
 * Whether the clocks of `timeZone` ever show this wall-clock time ("2027-03-14T02:30" in America/New_York: no, they
 * jump from 01:59 to 03:00). A time shown twice (when they fall back) exists. False too for one the calendar lacks.
 */
export function wallClockExists(local: string, timeZone: string): boolean {
  const m = LOCAL_DATE_TIME.exec(local);
  if (!m) return false;
  const asUtc = calendarMillis(...(numbers(m) as [number, number, number, number, number]));
  if (asUtc === null) return false;
  // Every instant that could read so is the reading minus one of the offsets the zone has within a day of it.
  // (An offset with seconds, as zones had before standard time, is read to the minute: a minute either side too.)
  for (const probe of [asUtc - 86_400_000, asUtc, asUtc + 86_400_000]) {
    const offset = wallClockMillis(probe, timeZone) - probe;
    for (const slack of [0, -60_000, 60_000])
      if (wallClockMillis(asUtc - offset + slack, timeZone) === asUtc) return true;
  }
  return false;
}
