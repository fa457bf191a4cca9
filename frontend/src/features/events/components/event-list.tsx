import './event-list.css';
import type { ReactNode } from 'react';
import type { EventSummary } from '@contracts/event.contract';
import { EventCard } from './event-card';

export interface EventListProps {
  title: string;
  events: readonly EventSummary[];
  past?: boolean;
  /** Shown instead of the list when it is empty; nothing when left out. */
  emptyText?: string;
  /** Added to each card by another feature (see EventCard's `note`). */
  cardNote?: (eventId: string) => ReactNode;
}

/** A titled list of event cards (home and My RSVPs). */
export function EventList({ title, events, past = false, emptyText, cardNote }: EventListProps) {
  if (events.length === 0 && !emptyText) return null;
  return (
    <section className="event-list" aria-label={title}>
      <h2 className="event-list__title">{title}</h2>
      {events.length === 0 ? (
        <p className="event-list__empty text-secondary text-sm">{emptyText}</p>
      ) : (
        <ul className="event-list__items">
          {events.map((event) => (
            <li key={event.id}>
              <EventCard event={event} past={past} note={cardNote?.(event.id)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
