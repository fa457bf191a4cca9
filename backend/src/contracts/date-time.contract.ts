import * as z from 'zod';
import {
  DATE_TIME_MESSAGES,
  isCalendarDay,
  isImpossibleDateTime,
  isLocalDateTime,
  isRealInstant,
  LOCAL_DATE_TIME,
} from './date-time.rules';

// The one way a contract takes a date-time: each is refused (400, with this message beside its field) unless it is a
// moment the calendar has. A value written like a date-time but impossible ("2026-02-30T10:00") is told so; anything
// else gets the field's own message. Wall-clock times are checked against the event's zone where it is known (the
// service, with wallClockExists): the body does not carry the zone.

const formatOrCalendar = (message: string) => (issue: { input?: unknown }) =>
  isImpossibleDateTime(issue.input) ? DATE_TIME_MESSAGES.notOnCalendar : message;

/** An instant with its offset ("2026-12-04T23:00:00.000Z", "2026-12-04T18:00:00-05:00"). */
export const instantInput = (message = 'validation.dateTime.instantFormat') =>
  z.iso
    .datetime({ offset: true, abort: true, error: formatOrCalendar(message) })
    .refine(isRealInstant, DATE_TIME_MESSAGES.notOnCalendar);

/** A wall-clock time in the event's zone: "2026-12-04T18:00". */
export const localDateTimeInput = () =>
  z
    .string()
    .regex(LOCAL_DATE_TIME, { abort: true, error: formatOrCalendar(DATE_TIME_MESSAGES.localFormat) })
    .refine(isLocalDateTime, DATE_TIME_MESSAGES.notOnCalendar);

/** A day: "2026-12-04". */
export const calendarDayInput = (message: string) =>
  z.iso.date({ abort: true, error: message }).refine(isCalendarDay, message);
