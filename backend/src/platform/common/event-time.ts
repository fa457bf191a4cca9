// Dates the server writes (invite messages, e-mails, push texts) are always in the event's own zone and name it,
// so a UTC server and a reader abroad both get the host's wall-clock time.

import { intlLocaleOf } from '../../contracts/locale.rules';
import { translate } from '../../i18n/catalogue';
import { serverLocale } from '../../i18n/locale';

const plainSpaces = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

/** "Monday, June 3, 2024" */
const LONG_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' };
/** "6:30 PM" */
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

function zoneOrUtc(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** "EDT", "CET" or "GMT+5:30": the short name of the zone at that instant (daylight saving included). */
export function zoneAbbreviation(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zoneOrUtc(timeZone),
    timeZoneName: 'short',
  }).formatToParts(date);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** "6:30 PM EDT" */
export function formatEventTime(date: Date, timeZone: string): string {
  const zone = zoneOrUtc(timeZone);
  const time = date.toLocaleTimeString('en-US', { ...TIME, timeZone: zone });
  return plainSpaces(`${time} ${zoneAbbreviation(date, zone)}`);
}

/**
 * "Monday, June 3, 2024 at 6:30 PM EDT"; in another locale its own long date and time with the zone's name
 * ("lunes, 3 de junio de 2024, 18:30 GMT-4"); an event whose date poll is still open: "Date to be decided", in the
 * same locale.
 */
export function formatEventDate(date: Date | null, timeZone: string, locale = 'en'): string {
  if (date === null) return translate(serverLocale(locale) ?? 'en', 'datePoll.dateToBeDecided');
  const zone = zoneOrUtc(timeZone);
  if (intlLocaleOf(locale) !== 'en-US') {
    const long = new Intl.DateTimeFormat(intlLocaleOf(locale), {
      ...LONG_DAY,
      ...TIME,
      timeZoneName: 'short',
      timeZone: zone,
    });
    return plainSpaces(long.format(date));
  }
  const day = date.toLocaleDateString('en-US', { ...LONG_DAY, timeZone: zone });
  return plainSpaces(`${day} at ${formatEventTime(date, zone)}`);
}
