import { formatLongDateTime } from '@/lib/date-format';

/** The public join link: the event id is the invite code. */
export function joinUrl(eventId: string, origin: string = window.location.origin): string {
  return `${origin}/join/${eventId}`;
}

export interface ShareableEvent {
  name: string;
  date: string;
  location: string | null;
}

/** The invitation text shared through WhatsApp and the Web Share API. */
export function invitationText(event: ShareableEvent, link: string): string {
  return [
    `You're invited to ${event.name}! 🍲`,
    `📅 ${formatLongDateTime(event.date)}`,
    `📍 ${event.location?.trim() || 'Location TBD'}`,
    '',
    `RSVP and sign up for a dish: ${link}`,
  ].join('\n');
}

export function whatsappUrl(event: ShareableEvent, link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(invitationText(event, link))}`;
}
