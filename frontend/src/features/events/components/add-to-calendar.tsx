import type { EventDetail } from '@contracts/event.contract';
import { buttonClassName } from '@/components/button';
import { SectionCard } from '@/components/card';
import { IconCalendar } from '@/components/icons';
import { googleCalendarUrl } from '../share-links';
import { t } from '@/lib/i18n';

/** The event as a calendar file (Apple Calendar, Outlook, any app) or straight into Google Calendar. */
export function AddToCalendar({
  event,
}: {
  event: Pick<EventDetail, 'id' | 'name' | 'date' | 'location' | 'description' | 'timeZone'>;
}) {
  const { date } = event;
  // An event still polling for its date has nothing to put in a calendar.
  if (date === null) return null;
  return (
    <SectionCard titleId="add-to-calendar-title" title={t('event.calendar.title')} className="add-to-calendar">
      <div className="add-to-calendar__actions">
        <a
          className={buttonClassName({ variant: 'secondary', size: 'sm', block: true })}
          href={`/api/events/${event.id}/calendar.ics`}
          download
        >
          <span className="btn__content">
            <IconCalendar aria-hidden="true" />
            {t('event.calendar.download')}
          </span>
        </a>
        <a
          className={buttonClassName({ variant: 'secondary', size: 'sm', block: true })}
          href={googleCalendarUrl({ ...event, date })}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span className="btn__content">{t('event.calendar.google')}</span>
        </a>
      </div>
    </SectionCard>
  );
}
