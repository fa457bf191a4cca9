import { TZDate } from '@date-fns/tz';
import { DATE_TIME_MESSAGES, LOCAL_DATE_TIME, wallClockExists } from '../../contracts/date-time.rules';
import { serverText } from '../../i18n/server-text';
import { AppException } from './app-exception';

/** "2026-12-04T18:00": the instant on the event's wall clock (24-hour, minutes). */
export function toWallClock(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The instant a wall-clock time in the event's zone stands for (a time skipped by a clock change moves forward). */
export function fromWallClock(local: string, timeZone: string): Date {
  const m = LOCAL_DATE_TIME.exec(local);
  if (!m) throw new Error(`not a wall-clock time: ${local}`);
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  return new Date(new TZDate(y, mo - 1, d, h, mi, timeZone).getTime());
}

/**
 * The instant of a wall-clock time a person sent for the event's zone: refused (400, the message beside `field`) when
 * its clocks never show it (skipped when they spring forward), instead of moved to another time.
 */
export function sentWallClock(local: string, timeZone: string, field: string): Date {
  if (!wallClockExists(local, timeZone)) {
    const message = serverText(DATE_TIME_MESSAGES.skippedByClockChange);
    throw AppException.badRequest(message, 'VALIDATION_FAILED', { [field]: [message] });
  }
  return fromWallClock(local, timeZone);
}
