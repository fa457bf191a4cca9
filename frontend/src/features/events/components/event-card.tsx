import { slotProgressFromCounts, type SlotProgress } from '@contracts/planning.rules';
import './event-card.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { EventSummary } from '@contracts/event.contract';
import { dishPlanningPercent } from '@contracts/event.rules';
import { Badge } from '@/components/badge';
import { cardClassName } from '@/components/card';
import { cx } from '@/lib/cx';
import { formatCardDate, formatTime } from '@/lib/date-format';
import { themeEmoji } from '../theme';
import { DishPlanningBar } from './dish-planning-bar';
import { t } from '@/lib/i18n';
import { richMessage } from '@/components/rich-message';
import { dishNoteWord } from '@contracts/dish.rules';

export interface EventCardProps {
  event: EventSummary;
  /** Past events are faded and have no planning bar. */
  past?: boolean;
  /** Something another feature adds to the card (the host's unread questions), shown last. */
  note?: ReactNode;
}

const ROLE_LABEL = { host: 'event.role.host', co_host: 'event.role.coHost', guest: 'event.role.guest' } as const;

/** "Main Dishes 1 of 2" (or "Main Dishes 1" when the host set no number). */
function slotText(p: SlotProgress): string {
  const label = t(`slot.${p.group}`);
  return p.needed === null
    ? t('event.card.slotHave', { label, have: p.have })
    : t('event.card.slotOfNeeded', { label, have: p.have, needed: p.needed });
}

/** Event card: the whole card opens /events/{id}. */
export function EventCard({ event, past = false, note }: EventCardProps) {
  const emoji = themeEmoji(event.theme);
  const isHost = event.role === 'host';
  const missing = slotProgressFromCounts(event.dishSlots, event.categoryCounts).filter((p) => p.missing > 0);
  return (
    <Link
      to={`/events/${event.id}`}
      className={cardClassName({ interactive: true }, cx('event-card', past && 'event-card--past'))}
      data-testid="event-card"
    >
      <div className="split event-card__top">
        <h3 className="event-card__name">
          {emoji && (
            <span className="event-card__emoji" aria-hidden="true">
              {emoji}
            </span>
          )}
          <span>{event.name}</span>
        </h3>
        <Badge tone={isHost || event.role === 'co_host' ? 'accent' : 'neutral'}>{t(ROLE_LABEL[event.role])}</Badge>
      </div>

      <ul className="event-card__facts">
        <li>
          <span aria-hidden="true">📅</span>
          {event.date === null ? (
            <span>{t('datePoll.dateToBeDecided')}</span>
          ) : (
            <time dateTime={event.date}>
              {formatCardDate(event.date)} · {formatTime(event.date)}
            </time>
          )}
        </li>
        {event.location && (
          <li>
            <span aria-hidden="true">📍</span>
            <span className="event-card__location">{event.location}</span>
          </li>
        )}
        <li className="event-card__counts">
          <span>
            <span aria-hidden="true">👥 </span>
            {event.confirmedKidCount > 0
              ? t('rsvp.partySize', {
                  adults: t('rsvp.adults', { count: event.confirmedAdultCount }),
                  kids: t('rsvp.kids', { count: event.confirmedKidCount }),
                })
              : t('rsvp.adults', { count: event.confirmedAdultCount })}
          </span>
          <span>
            <span aria-hidden="true">🍽️ </span>
            {t('rsvp.dishCount', { count: event.totalDishCount })}
          </span>
        </li>
      </ul>

      {!past && <DishPlanningBar percent={dishPlanningPercent(event.totalDishCount, event.confirmedGuestCount)} />}

      {!past && missing.length > 0 && (
        <p className="event-card__needed">
          {t('event.card.stillNeeded', { list: missing.map((p) => slotText(p)).join(' · ') })}
        </p>
      )}
      {event.myWaitlistPosition !== null && (
        <p className="event-card__waitlist">{t('rsvp.waitlistPosition', { position: event.myWaitlistPosition })}</p>
      )}

      {/* A guest sees what they signed up to bring (the host's own dishes show on the event page). */}
      {!isHost && event.myDish && (
        <p className="event-card__bringing">
          {richMessage('event.card.bringing', {
            dish: <strong>{event.myDish.name}</strong>,
            diet: dishNoteWord(event.myDish),
          })}
        </p>
      )}
      {note}
    </Link>
  );
}
