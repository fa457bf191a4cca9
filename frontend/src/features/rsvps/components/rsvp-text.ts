// Small wording helpers shared by the RSVP cards.
import { formatShortDate } from '@/lib/date-format';

export function guestCountText(adults: number, kids: number): string {
  const a = `${adults} ${adults === 1 ? 'adult' : 'adults'}`;
  return `${a}, ${kids} ${kids === 1 ? 'kid' : 'kids'}`;
}

export function respondedOnText(iso: string): string {
  return `Responded on ${formatShortDate(iso)}`;
}
