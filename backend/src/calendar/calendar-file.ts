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

/** A series carried as one repeating entry: its first start, its rule and its cancelled starts. */
export interface RepeatingSeries {
  start: Date;
  /** "FREQ=MONTHLY;BYDAY=1TH" */
  rrule: string;
  exclude: Date[];
}

/** "20261105T183000" in the zone (for EXDATE;TZID=…), or "20261105T173000Z" in UTC. */
function icalTime(instant: Date, zone: string | null): string {
  if (!zone)
    return instant
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  const w = new TZDate(instant.getTime(), zone);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${w.getFullYear()}${p(w.getMonth() + 1)}${p(w.getDate())}T${p(w.getHours())}${p(w.getMinutes())}00`;
}

/** Stable across edits and exports, so a re-imported file updates the same calendar entry. */
export const calendarUid = (eventId: string, host: string) => `${eventId}@${host}`;

/**
 * An RFC 5545 calendar: each event in its own zone (TZID plus a VTIMEZONE block), SEQUENCE from the event's edit
 * count, a display alarm 2 hours before and the event page's URL. ical-generator escapes text and folds long lines.
 */
export function buildCalendar(
  events: CalendarEventFacts[],
  publicUrl: string,
  name?: string,
  series: ReadonlyMap<string, RepeatingSeries> = new Map(),
): string {
  const host = new URL(publicUrl).hostname;
  const calendar = ical({ prodId: { company: 'Potluck', product: 'Potluck', language: 'EN' }, name: name ?? null });
  // No calendar-wide zone: DTSTAMP stays in UTC and every event names its own zone.
  calendar.timezone({ name: null, generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null });
  const seriesDone = new Set<string>();
  for (const e of events) {
    // An event still polling for its date has no time to put in a calendar.
    if (e.date === null) continue;
    const zone = icalZone(e.timeZone);
    const repeating = e.seriesId ? series.get(e.seriesId) : undefined;
    if (e.seriesId && repeating) {
      // One entry for the whole series, from its first start, with the details of its earliest occurrence.
      if (seriesDone.has(e.seriesId)) continue;
      seriesDone.add(e.seriesId);
      const start = repeating.start;
      const exdate = repeating.exclude.length
        ? `\nEXDATE${zone ? `;TZID=${zone}` : ''}:${repeating.exclude.map((d) => icalTime(d, zone)).join(',')}`
        : '';
      calendar
        .createEvent({
          id: calendarUid(e.seriesId, host),
          sequence: e.sequence,
          stamp: e.updatedAt,
          start: zone ? new TZDate(start.getTime(), zone) : start,
          end: zone ? new TZDate(start.getTime() + DURATION_MS, zone) : new Date(start.getTime() + DURATION_MS),
          timezone: zone,
          repeating: `RRULE:${repeating.rrule}${exdate}`,
          summary: e.name,
          description: [e.description?.trim(), `${publicUrl}/events/${e.id}`].filter(Boolean).join('\n\n'),
          location: e.location,
          url: `${publicUrl}/events/${e.id}`,
        })
        .createAlarm({ type: ICalAlarmType.display, trigger: ALARM_BEFORE_S, description: e.name });
      continue;
    }
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
