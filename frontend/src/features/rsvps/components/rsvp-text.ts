// Small wording helpers shared by the RSVP cards.
import { formatShortDate } from '@/lib/date-format';
import { t } from '@/lib/i18n';

export function guestCountText(adults: number, kids: number): string {
  return t('rsvp.partySize', { adults: t('rsvp.adults', { count: adults }), kids: t('rsvp.kids', { count: kids }) });
}

export function respondedOnText(iso: string): string {
  return t('rsvp.respondedOn', { date: formatShortDate(iso) });
}
