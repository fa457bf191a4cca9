// Every date shown or entered in the app goes through here: Intl formatters in the user's own time zone
// (an event's date is an instant; each person sees it in their local time).

const LOCALE = 'en-US';

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
  return plainSpaces(formatter({ hour: 'numeric', minute: '2-digit', hour12: true }, timeZone).format(toDate(value)));
}

/** "Monday, June 3, 2024" */
export function formatLongDate(value: string | Date, timeZone?: string): string {
  return plainSpaces(
    formatter({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }, timeZone).format(toDate(value)),
  );
}

/** "Monday, June 3, 2024 at 6:30 PM" (event header, join page). */
export function formatLongDateTime(value: string | Date, timeZone?: string): string {
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

/**
 * The form's date ("2024-06-03") and time ("18:30") read as wall-clock time in the user's time zone,
 * as one ISO instant. Null when either part is missing or not a real date.
 */
export function combineDateAndTime(date: string, time: string): string | null {
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
  const local = new Date(year, month - 1, day, hour, minute);
  // Rejects 2024-02-31 and the like, which Date would roll over into March.
  if (local.getFullYear() !== year || local.getMonth() !== month - 1 || local.getDate() !== day) return null;
  return local.toISOString();
}

/** The reverse of combineDateAndTime, for the edit form: the instant as local date and time inputs. */
export function splitDateAndTime(iso: string): { date: string; time: string } {
  const d = new Date(iso);
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
}
