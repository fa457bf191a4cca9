// Every date shown or entered in the app goes through here: Intl formatters in the user's own time zone unless an
// event's zone is given (an event's date is an instant; its zone says where its wall-clock time is read).

let LOCALE = 'en-US';

/** The locale dates are written in (the app's active one; English keeps the spec's US formats). */
export function setDateLocale(locale: string): void {
  if (locale === LOCALE) return;
  LOCALE = locale;
  formatters.clear();
}

// ICU puts a narrow no-break space before AM/PM; a plain space reads the same and keeps copy searchable.
const plainSpaces = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = JSON.stringify([options, timeZone]);
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone });
    formatters.set(key, f);
  }
  return f;
}

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** "Sat, Jun 3" (event card). */
export function formatCardDate(value: string | Date, timeZone?: string): string {
  return plainSpaces(formatter({ weekday: 'short', month: 'short', day: 'numeric' }, timeZone).format(toDate(value)));
}

/** "6:30 PM" (12-hour). */
export function formatTime(value: string | Date, timeZone?: string): string {
  // 12-hour in English (the spec's "6:30 PM"); other locales their own clock.
  const clock: Intl.DateTimeFormatOptions = LOCALE === 'en-US' ? { hour12: true } : {};
  return plainSpaces(formatter({ hour: 'numeric', minute: '2-digit', ...clock }, timeZone).format(toDate(value)));
}

/** "Monday, June 3, 2024" */
export function formatLongDate(value: string | Date, timeZone?: string): string {
  return plainSpaces(
    formatter({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }, timeZone).format(toDate(value)),
  );
}

/** "Monday, June 3, 2024 at 6:30 PM" (event header, join page); in another locale, its own long date and time. */
export function formatLongDateTime(value: string | Date, timeZone?: string): string {
  if (LOCALE !== 'en-US') {
    const options = {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    };
    return plainSpaces(formatter(options as Intl.DateTimeFormatOptions, timeZone).format(toDate(value)));
  }
  return `${formatLongDate(value, timeZone)} at ${formatTime(value, timeZone)}`;
}

/** "Jun 3, 2024" (compact dates such as "Responded on"). */
export function formatShortDate(value: string | Date, timeZone?: string): string {
  return plainSpaces(formatter({ month: 'short', day: 'numeric', year: 'numeric' }, timeZone).format(toDate(value)));
}

/** An event is upcoming when its date is now or later. */
export function isUpcoming(value: string | Date, now: Date = new Date()): boolean {
  return toDate(value).getTime() >= now.getTime();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's own IANA zone ("Europe/Berlin"); UTC when the browser does not say. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every zone the browser knows, for the event form's picker (the current value is always among them). */
export function timeZoneOptions(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([current, 'UTC', ...all])].sort();
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallClock(instant: Date, timeZone: string | undefined): WallClock {
  const parts = formatter(
    { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    timeZone,
  ).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
  };
}

/** "GMT+5:30", "EDT": the zone's short name at that instant. */
export function zoneName(value: string | Date, timeZone: string): string {
  const parts = formatter({ timeZoneName: 'short' }, timeZone).formatToParts(toDate(value));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** True when the two zones show this instant at a different wall-clock time (day, hour or minute). */
export function zonesDiffer(value: string | Date, a: string, b: string): boolean {
  const at = (zone: string) =>
    formatter({ day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }, zone).format(toDate(value));
  return at(a) !== at(b);
}

/**
 * The form's date ("2024-06-03") and time ("18:30") read as wall-clock time in the given zone (the user's own
 * when none is given), as one ISO instant. Null when either part is missing or not a real date.
 */
export function combineDateAndTime(date: string, time: string, timeZone?: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  // Rejects 2024-02-31 and the like, which Date would roll over into March.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  // The zone's offset at the guess, then again at the corrected instant (a daylight-saving change in between).
  const offsetAt = (instant: number) => {
    const w = wallClock(new Date(instant), timeZone);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - Math.floor(instant / 60000) * 60000;
  };
  let instant = asUtc - offsetAt(asUtc);
  instant = asUtc - offsetAt(instant);
  // A time the zone's clocks skip (02:30 when they spring forward from 02:00 to 03:00) is no time: the instant
  // found then reads another time on that clock, and the server would store a moment nobody chose.
  const shown = wallClock(new Date(instant), timeZone);
  if (shown.day !== day || shown.hour !== hour || shown.minute !== minute) return null;
  return new Date(instant).toISOString();
}

/** The reverse of combineDateAndTime, for the edit form: the instant as date and time inputs in the zone. */
export function splitDateAndTime(iso: string, timeZone?: string): { date: string; time: string } {
  const w = wallClock(new Date(iso), timeZone);
  return {
    date: `${w.year}-${pad(w.month)}-${pad(w.day)}`,
    time: `${pad(w.hour)}:${pad(w.minute)}`,
  };
}
