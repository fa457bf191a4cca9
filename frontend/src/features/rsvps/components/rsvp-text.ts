// Small wording helpers shared by the RSVP cards.
import { plural } from '@/lib/attendance';
import { formatShortDate } from '@/lib/date-format';

export function guestCountText(adults: number, kids: number): string {
  return `${plural(adults, 'adult', 'adults')}, ${plural(kids, 'kid', 'kids')}`;
}

export function respondedOnText(iso: string): string {
  return `Responded on ${formatShortDate(iso)}`;
}
