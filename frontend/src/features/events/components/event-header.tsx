import './event-detail.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { EventDetail } from '@contracts/event.contract';
import { buttonClassName } from '@/components/button';
import { IconArrowLeft, IconCalendar } from '@/components/icons';
import { cx } from '@/lib/cx';
import { EventWhen } from '@/components/event-when';
import { themeClass, themeEmoji, themeLabel } from '../theme';
import { t } from '@/lib/i18n';

export interface EventHeaderProps {
  event: EventDetail;
  /** The host menu or the copy-link button (top right). */
  actions?: ReactNode;
}

/** Themed header with icon, name, long US date and time, location and description. */
export function EventHeader({ event, actions }: EventHeaderProps) {
  const emoji = themeEmoji(event.theme);
  return (
    <header className={cx('event-header', themeClass(event.theme))}>
      <div className="event-header__band">
        <Link
          to="/"
          className={buttonClassName({ variant: 'ghost' }, 'btn--icon event-header__nav')}
          aria-label={t('event.backToEvents')}
        >
          <IconArrowLeft />
        </Link>
        <span className="event-header__icon" aria-hidden="true">
          {emoji ?? <IconCalendar />}
        </span>
        <div className="event-header__actions">{actions}</div>
      </div>
      <div className="event-header__body">
        {event.theme && event.theme !== 'other' && <p className="event-header__theme">{themeLabel(event.theme)}</p>}
        <h1 className="event-header__name" dir="auto">
          {event.name}
        </h1>
        <p className="event-header__fact">
          <span aria-hidden="true">📅</span>
          <EventWhen date={event.date} timeZone={event.timeZone} />
        </p>
        {event.location && (
          <p className="event-header__fact">
            <span aria-hidden="true">📍</span>
            <span dir="auto">{event.location}</span>
          </p>
        )}
        {event.description && (
          <p className="event-header__description" dir="auto">
            {event.description}
          </p>
        )}
      </div>
    </header>
  );
}
