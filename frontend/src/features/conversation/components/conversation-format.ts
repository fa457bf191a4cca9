import { intlLocaleOf } from '@contracts/locale.rules';
import { activeLocale, t } from '@/lib/i18n';

/** A moment in the event's time zone, short and in the reader's language (the app's active one). */
export function formatMoment(iso: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat(intlLocaleOf(activeLocale()), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    }).format(new Date(iso));
  } catch {
    return new Date(iso).toLocaleString();
  }
}

/**
 * A guest's name as the server gives it: null while the host keeps the guest list private (the server never sends the
 * name then) or for someone without a name, written "A guest" in the reader's language.
 */
export const guestName = (name: string | null): string => name ?? t('conversation.aGuest');

/** A comment's author as the thread writes them: "A former guest" once they deleted their account. */
export const authorOf = (comment: { authorName: string | null; former: boolean }): string =>
  comment.former ? t('conversation.formerGuest') : guestName(comment.authorName);

/** An announcement's author: null once the author has no name (or is gone), written "The host". */
export const hostName = (name: string | null): string => name ?? t('conversation.theHost');
