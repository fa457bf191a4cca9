import { browserTimeZone, formatLongDateTime, formatTime, zoneName, zonesDiffer } from '@/lib/date-format';
import { t } from '@/lib/i18n';

/**
 * The event's own wall-clock time and zone; a reader elsewhere also sees it in theirs
 * ("Saturday, June 3, 2024 at 6:30 PM GMT+5:30 · 2:00 PM your time"). `namedZone` names the event's zone even to a
 * reader in it, as a page written by the server does (it cannot know the reader's zone), so taking that page over
 * changes no line of it.
 */
export function EventWhen({
  date,
  timeZone,
  namedZone = false,
}: {
  date: string | null;
  timeZone: string;
  namedZone?: boolean;
}) {
  if (date === null) return <span>{t('datePoll.dateToBeDecided')}</span>;
  const mine = browserTimeZone();
  const differs = zonesDiffer(date, timeZone, mine);
  return (
    <span>
      <time dateTime={date}>
        {formatLongDateTime(date, timeZone)}
        {(differs || namedZone) && ` ${zoneName(date, timeZone)}`}
      </time>
      {differs && <span> · {t('event.when.yourTime', { time: formatTime(date, mine) })}</span>}
    </span>
  );
}
