import './event-list.css';
import type { ReactNode } from 'react';
import { LinkButton } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { IconPlusCircle } from '@/components/icons';
import { useEvents } from '../api/get-events';
import { PAST_EVENTS_SHOWN, splitEvents } from '../split-events';
import { EventList } from './event-list';
import { ListLoadFailed, ListLoading } from './list-load-states';

/** Home dashboard lists: Upcoming (all), Past (first 3, faded), refetched every 10 s. */
export function HomeEvents({ cardNote }: { cardNote?: (eventId: string) => ReactNode } = {}) {
  const { data: events, isPending, refetch, isRefetching } = useEvents();

  if (isPending) return <ListLoading label="Loading your events" />;
  if (!events)
    return <ListLoadFailed title="Couldn't load your events" retry={() => void refetch()} retrying={isRefetching} />;

  if (events.length === 0) {
    return (
      <EmptyState
        emoji="🍲"
        title="No events yet"
        action={
          <LinkButton to="/create-event" icon={<IconPlusCircle />}>
            Create Your First Potluck
          </LinkButton>
        }
      >
        Host a potluck or join one with an invite link.
      </EmptyState>
    );
  }

  const { upcoming, past } = splitEvents(events);
  return (
    <div className="home-events">
      <p className="home-events__hint">
        <span aria-hidden="true">👆 </span>Tap on event to update RSVP/Dish
      </p>
      <EventList
        title="Upcoming Events"
        events={upcoming}
        emptyText="Nothing coming up. Time to plan the next one!"
        cardNote={cardNote}
      />
      <EventList title="Past Events" events={past.slice(0, PAST_EVENTS_SHOWN)} past />
    </div>
  );
}
