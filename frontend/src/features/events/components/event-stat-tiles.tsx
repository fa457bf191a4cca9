import { Link } from 'react-router-dom';
import type { EventDetail } from '@contracts/event.contract';
import { t } from '@/lib/i18n';

/** The Guest RSVPs section carries this id (features/rsvps); the adults and kids tiles scroll to it. */
export const GUEST_RSVPS_ID = 'guest-rsvps';

function scrollToGuests() {
  const section = document.getElementById(GUEST_RSVPS_ID);
  if (!section) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  // Move focus too, so keyboard and screen-reader users land where sighted users see the scroll end.
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
}

/** Dishes (to the dish page), adults and kids (scroll to Guest RSVPs); 'No Kids' at 0. */
export function EventStatTiles({
  event,
}: {
  event: Pick<EventDetail, 'id' | 'totalDishCount' | 'confirmedAdultCount' | 'confirmedKidCount'>;
}) {
  const dishes = event.totalDishCount;
  const adults = event.confirmedAdultCount;
  const kids = event.confirmedKidCount;
  return (
    <div className="stat-tiles">
      <Link to={`/events/${event.id}/dishes`} className="stat-tile">
        <span className="stat-tile__emoji" aria-hidden="true">
          🍽️
        </span>
        <span className="stat-tile__value">{dishes}</span>
        <span className="stat-tile__label">{t('event.stats.dishes', { count: dishes })}</span>
      </Link>
      <button type="button" className="stat-tile" onClick={scrollToGuests}>
        <span className="stat-tile__emoji" aria-hidden="true">
          🧑
        </span>
        <span className="stat-tile__value">{adults}</span>
        <span className="stat-tile__label">{t('event.stats.adults', { count: adults })}</span>
      </button>
      <button type="button" className="stat-tile" onClick={scrollToGuests}>
        <span className="stat-tile__emoji" aria-hidden="true">
          🧒
        </span>
        {kids === 0 ? (
          <span className="stat-tile__value stat-tile__value--text">{t('event.stats.noKids')}</span>
        ) : (
          <>
            <span className="stat-tile__value">{kids}</span>
            <span className="stat-tile__label">{t('event.stats.kids', { count: kids })}</span>
          </>
        )}
      </button>
    </div>
  );
}
