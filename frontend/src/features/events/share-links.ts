import { formatLongDateTime, zoneName } from '@/lib/date-format';
import { t } from '@/lib/i18n';

/** The public join link: the event id is the invite code. */
export function joinUrl(eventId: string, origin: string = window.location.origin): string {
  return `${origin}/join/${eventId}`;
}

export interface ShareableEvent {
  name: string;
  /** Null while a date poll is open. */
  date: string | null;
  location: string | null;
  /** The event's zone: the text names it, so a guest elsewhere reads the host's wall-clock time correctly. */
  timeZone?: string;
}

/** The invitation text shared through WhatsApp and the Web Share API. */
export function invitationText(event: ShareableEvent, link: string): string {
  const { date } = event;
  return [
    t('event.share.invitedTo', { eventName: event.name }),
    `📅 ${date === null ? t('datePoll.dateToBeDecided') : event.timeZone ? `${formatLongDateTime(date, event.timeZone)} ${zoneName(date, event.timeZone)}` : formatLongDateTime(date)}`,
    `📍 ${event.location?.trim() || t('mail.locationTbd')}`,
    '',
    t('event.share.rsvpLine', { link }),
  ].join('\n');
}

export function whatsappUrl(event: ShareableEvent, link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(invitationText(event, link))}`;
}

const compactUtc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A Google Calendar "add event" link: three hours from the start, in the event's zone, linking back to the event. */
export function googleCalendarUrl(
  event: ShareableEvent & { id: string; description: string | null; date: string },
  origin: string = window.location.origin,
): string {
  const start = new Date(event.date);
  const end = new Date(start.getTime() + 3 * 3600 * 1000);
  const link = `${origin}/events/${event.id}`;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.name,
    dates: `${compactUtc(start)}/${compactUtc(end)}`,
    details: [event.description?.trim(), link].filter(Boolean).join('\n\n'),
  });
  if (event.location) params.set('location', event.location);
  if (event.timeZone) params.set('ctz', event.timeZone);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
