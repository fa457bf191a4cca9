import { TZDate } from '@date-fns/tz';
import ical, { ICalAlarmType } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { CalendarEventFacts } from '../events/event-export.service';

// Potlucks have no end time; calendars get a three-hour block.
const DURATION_MS = 3 * 3600 * 1000;
const ALARM_BEFORE_S = 2 * 3600;

/** The zone's VTIMEZONE id (aliases resolve to their canonical name); null for UTC or a zone the library lacks. */
function icalZone(timeZone: string): string | null {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return null;
  const block = tzlib_get_ical_block(timeZone);
  return Array.isArray(block) && block[1] ? block[1].replace(/^TZID=/, '') : null;
}

/** Stable across edits and exports, so a re-imported file updates the same calendar entry. */
export const calendarUid = (eventId: string, host: string) => `${eventId}@${host}`;

/**
 * An RFC 5545 calendar: each event in its own zone (TZID plus a VTIMEZONE block), SEQUENCE from the event's edit
 * count, a display alarm 2 hours before and the event page's URL. ical-generator escapes text and folds long lines.
 */
export function buildCalendar(events: CalendarEventFacts[], publicUrl: string, name?: string): string {
  const host = new URL(publicUrl).hostname;
  const calendar = ical({ prodId: { company: 'Potluck', product: 'Potluck', language: 'EN' }, name: name ?? null });
  // No calendar-wide zone: DTSTAMP stays in UTC and every event names its own zone.
  calendar.timezone({ name: null, generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null });
  for (const e of events) {
    // An event still polling for its date has no time to put in a calendar.
    if (e.date === null) continue;
    const zone = icalZone(e.timeZone);
    const url = `${publicUrl}/events/${e.id}`;
    const event = calendar.createEvent({
      id: calendarUid(e.id, host),
      sequence: e.sequence,
      stamp: e.updatedAt,
      // UTC (or an unknown zone) is written as UTC times; any other zone as wall-clock time with its TZID.
      start: zone ? new TZDate(e.date.getTime(), zone) : e.date,
      end: zone ? new TZDate(e.date.getTime() + DURATION_MS, zone) : new Date(e.date.getTime() + DURATION_MS),
      timezone: zone,
      summary: e.name,
      description: [e.description?.trim(), url].filter(Boolean).join('\n\n'),
      location: e.location,
      url,
    });
    event.createAlarm({ type: ICalAlarmType.display, trigger: ALARM_BEFORE_S, description: e.name });
  }
  return calendar.toString();
}
