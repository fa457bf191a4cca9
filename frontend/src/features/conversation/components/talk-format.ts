import { intlLocaleOf } from '@contracts/locale.rules';
import { activeLocale } from '@/lib/i18n';

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
