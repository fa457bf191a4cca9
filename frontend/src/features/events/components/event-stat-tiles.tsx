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

/** A tile's emoji over its count and label, or over a text that stands for both. */
function TileFace(props: { emoji: string } & ({ count: number; label: string } | { text: string })) {
  return (
    <>
      <span className="stat-tile__emoji" aria-hidden="true">
        {props.emoji}
      </span>
      {'text' in props ? (
        <span className="stat-tile__value stat-tile__value--text">{props.text}</span>
      ) : (
        <>
          <span className="stat-tile__value">{props.count}</span>
          <span className="stat-tile__label">{props.label}</span>
        </>
      )}
    </>
  );
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
        <TileFace emoji="🍽️" count={dishes} label={t('event.stats.dishes', { count: dishes })} />
      </Link>
      <button type="button" className="stat-tile" onClick={scrollToGuests}>
        <TileFace emoji="🧑" count={adults} label={t('event.stats.adults', { count: adults })} />
      </button>
      <button type="button" className="stat-tile" onClick={scrollToGuests}>
        {kids === 0 ? (
          <TileFace emoji="🧒" text={t('event.stats.noKids')} />
        ) : (
          <TileFace emoji="🧒" count={kids} label={t('event.stats.kids', { count: kids })} />
        )}
      </button>
    </div>
  );
}
