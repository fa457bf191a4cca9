import fc from 'fast-check';
import { calendarDayInput, instantInput, localDateTimeInput } from './date-time.contract';
import { DATE_TIME_MESSAGES, wallClockExists } from './date-time.rules';

// Properties of the one date-time validator, against an oracle written apart from it (a days-in-month table, no
// Date): every string it accepts is a real moment that reads back as written; every impossible one is refused with
// the calendar's message. Seeded, so a failure replays.
const SEED = 20_261_206;
const runs = { seed: SEED, numRuns: 2_000 };

const leap = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
const daysIn = (y: number, m: number) => [31, leap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] ?? 0;
const real = (y: number, mo: number, d: number, h: number, mi: number, s = 0) =>
  mo >= 1 && mo <= 12 && d >= 1 && d <= daysIn(y, mo) && h <= 23 && mi <= 59 && s <= 59;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** Any digits in the places of a date-time: most of them impossible somewhere, many real. */
const parts = fc.record({
  y: fc.integer({ min: 0, max: 9999 }),
  mo: fc.integer({ min: 0, max: 13 }),
  d: fc.integer({ min: 0, max: 32 }),
  h: fc.integer({ min: 0, max: 25 }),
  mi: fc.integer({ min: 0, max: 61 }),
  s: fc.integer({ min: 0, max: 61 }),
});
const localOf = (p: { y: number; mo: number; d: number; h: number; mi: number }) =>
  `${pad(p.y, 4)}-${pad(p.mo)}-${pad(p.d)}T${pad(p.h)}:${pad(p.mi)}`;

describe('date-times: only moments the calendar has', () => {
  it('a wall-clock time is accepted exactly when it is real, and then reads back as written', () => {
    const schema = localDateTimeInput();
    fc.assert(
      fc.property(parts, (p) => {
        const text = localOf(p);
        const result = schema.safeParse(text);
        if (real(p.y, p.mo, p.d, p.h, p.mi)) {
          expect(result.success).toBe(true);
          expect(new Date(`${text}:00.000Z`).toISOString().slice(0, 16)).toBe(text);
        } else {
          expect(result.error?.issues.map((i) => i.message)).toEqual([DATE_TIME_MESSAGES.notOnCalendar]);
        }
      }),
      runs,
    );
  });

  it('an instant with its offset is accepted exactly when it is real, and names the moment written', () => {
    const schema = instantInput('Date is required');
    const offsets = fc.oneof(
      fc.constant({ text: 'Z', minutes: 0 }),
      fc
        .record({ sign: fc.constantFrom(1, -1), h: fc.integer({ min: 0, max: 14 }), m: fc.constantFrom(0, 30, 45) })
        .map(({ sign, h, m }) => ({
          text: `${sign > 0 ? '+' : '-'}${pad(h)}:${pad(m)}`,
          minutes: sign * (h * 60 + m),
        })),
    );
    fc.assert(
      fc.property(parts, offsets, fc.boolean(), (p, offset, millis) => {
        const written = `${localOf(p)}:${pad(p.s)}${millis ? '.250' : ''}`;
        const result = schema.safeParse(`${written}${offset.text}`);
        if (real(p.y, p.mo, p.d, p.h, p.mi, p.s)) {
          expect(result.success).toBe(true);
          // The instant, moved by its offset, shows the date and time written.
          const instant = Date.parse(`${written}${offset.text}`);
          expect(new Date(instant + offset.minutes * 60_000).toISOString().slice(0, written.length)).toBe(written);
        } else {
          expect(result.error?.issues.map((i) => i.message)).toEqual([DATE_TIME_MESSAGES.notOnCalendar]);
        }
      }),
      runs,
    );
  });

  it('a day is accepted exactly when the calendar has it', () => {
    const schema = calendarDayInput('Choose a day');
    fc.assert(
      fc.property(parts, (p) => {
        const result = schema.safeParse(`${pad(p.y, 4)}-${pad(p.mo)}-${pad(p.d)}`);
        expect(result.success).toBe(real(p.y, p.mo, p.d, 0, 0));
      }),
      runs,
    );
  });

  it('the examples: the rolled-over arrival and February 30th are refused, a leap day is not', () => {
    for (const text of ['2026-13-40T25:61', '2026-02-30T10:00', '2027-02-29T10:00', '2026-04-31T00:00'])
      expect([text, localDateTimeInput().safeParse(text).error?.issues[0]?.message]).toEqual([
        text,
        DATE_TIME_MESSAGES.notOnCalendar,
      ]);
    expect(localDateTimeInput().safeParse('2028-02-29T10:00').success).toBe(true);
    // Not written like a date-time at all: the field's own message.
    expect(instantInput('Date is required').safeParse('soon').error?.issues[0]?.message).toBe('Date is required');
    expect(localDateTimeInput().safeParse('18:00').error?.issues[0]?.message).toBe(DATE_TIME_MESSAGES.localFormat);
  });
});

describe('wall-clock times: only those the event’s clocks show', () => {
  const zones = ['America/New_York', 'Europe/Paris', 'Australia/Lord_Howe', 'Asia/Kolkata', 'America/Santiago', 'UTC'];
  /** Whether any instant within 15 hours of the reading, every quarter hour, shows it: the slow, plain answer. */
  const shownSomewhen = (local: string, zone: string) => {
    const format = new Intl.DateTimeFormat('sv-SE', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const asUtc = Date.parse(`${local}:00Z`);
    for (let t = asUtc - 15 * 3_600_000; t <= asUtc + 15 * 3_600_000; t += 15 * 60_000)
      if (format.format(t).replace(' ', 'T') === local) return true;
    return false;
  };
  /** The days in 2024–2031 on which a zone's offset changes: where the skipped times are. */
  const changeDays = zones.flatMap((zone) => {
    const format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    const offset = (t: number) => format.format(t);
    const days: string[] = [];
    for (let t = Date.UTC(2024, 0, 1, 12); t < Date.UTC(2032, 0, 1); t += 86_400_000)
      if (offset(t) !== offset(t - 86_400_000)) days.push(new Date(t - 86_400_000).toISOString().slice(0, 10));
    return days
      .flatMap((day) => [day, new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10)])
      .map((day) => ({ zone, day }));
  });

  it('a time is refused exactly when the zone’s clocks never show it (clock-change days and any other day)', () => {
    const anyDay = fc
      .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2031, 11, 31) })
      .map((t) => new Date(t).toISOString().slice(0, 10));
    const zoneDay = fc.oneof(
      fc.constantFrom(...changeDays),
      fc.record({ zone: fc.constantFrom(...zones), day: anyDay }),
    );
    const time = fc.record({ h: fc.integer({ min: 0, max: 23 }), m: fc.constantFrom(0, 1, 15, 29, 30, 31, 45, 59) });
    fc.assert(
      fc.property(zoneDay, time, ({ zone, day }, { h, m }) => {
        const local = `${day}T${pad(h)}:${pad(m)}`;
        expect([zone, local, wallClockExists(local, zone)]).toEqual([zone, local, shownSomewhen(local, zone)]);
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  it('New York skips 02:00–02:59 on its spring-forward night and shows 01:30 twice in the autumn', () => {
    expect(wallClockExists('2027-03-14T02:30', 'America/New_York')).toBe(false);
    expect(wallClockExists('2027-03-14T01:59', 'America/New_York')).toBe(true);
    expect(wallClockExists('2027-03-14T03:00', 'America/New_York')).toBe(true);
    expect(wallClockExists('2027-11-07T01:30', 'America/New_York')).toBe(true);
    expect(wallClockExists('2027-03-28T02:30', 'Europe/Paris')).toBe(false);
  });
});
