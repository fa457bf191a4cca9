import { slotProgressFromCounts, slotText, waitlistText } from '@contracts/planning.rules';
import './event-card.css';
import { Link } from 'react-router-dom';
import type { EventSummary } from '@contracts/event.contract';
import { dishPlanningPercent } from '@contracts/event.rules';
import { Badge } from '@/components/badge';
import { cardClassName } from '@/components/card';
import { plural } from '@/lib/attendance';
import { cx } from '@/lib/cx';
import { formatCardDate, formatTime } from '@/lib/date-format';
import { themeEmoji } from '../theme';
import { DishPlanningBar } from './dish-planning-bar';
import { dishNote } from '@contracts/dish.rules';

export interface EventCardProps {
  event: EventSummary;
  /** Past events are faded and have no planning bar. */
  past?: boolean;
}

const ROLE_LABEL = { host: 'Host', co_host: 'Co-host', guest: 'Guest' } as const;

/** Event card: the whole card opens /events/{id}. */
export function EventCard({ event, past = false }: EventCardProps) {
  const emoji = themeEmoji(event.theme);
  const isHost = event.role === 'host';
  const missing = slotProgressFromCounts(event.dishSlots, event.categoryCounts).filter((p) => p.missing > 0);
  return (
    <Link
      to={`/events/${event.id}`}
      className={cardClassName({ interactive: true }, cx('event-card', past && 'event-card--past'))}
      data-testid="event-card"
    >
      <div className="event-card__top">
        <h3 className="event-card__name">
          {emoji && (
            <span className="event-card__emoji" aria-hidden="true">
              {emoji}
            </span>
          )}
          <span>{event.name}</span>
        </h3>
        <Badge tone={isHost || event.role === 'co_host' ? 'accent' : 'neutral'}>{ROLE_LABEL[event.role]}</Badge>
      </div>

      <ul className="event-card__facts">
        <li>
          <span aria-hidden="true">📅</span>
          <time dateTime={event.date}>
            {formatCardDate(event.date)} · {formatTime(event.date)}
          </time>
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
            {plural(event.confirmedAdultCount, 'adult', 'adults')}
            {event.confirmedKidCount > 0 && `, ${plural(event.confirmedKidCount, 'kid', 'kids')}`}
          </span>
          <span>
            <span aria-hidden="true">🍽️ </span>
            {plural(event.totalDishCount, 'dish', 'dishes')}
          </span>
        </li>
      </ul>

      {!past && <DishPlanningBar percent={dishPlanningPercent(event.totalDishCount, event.confirmedGuestCount)} />}

      {!past && missing.length > 0 && (
        <p className="event-card__needed">Still needed: {missing.map((p) => slotText(p)).join(' · ')}</p>
      )}
      {event.myWaitlistPosition !== null && (
        <p className="event-card__waitlist">{waitlistText(event.myWaitlistPosition)}</p>
      )}

      {/* A guest sees what they signed up to bring (the host's own dishes show on the event page). */}
      {!isHost && event.myDish && (
        <p className="event-card__bringing">
          You're bringing: <strong>{event.myDish.name}</strong>
          {dishNote(event.myDish)}
        </p>
      )}
    </Link>
  );
}
