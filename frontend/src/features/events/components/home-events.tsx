import './event-list.css';
import { useEffect } from 'react';
import { Button, LinkButton } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { IconPlusCircle } from '@/components/icons';
import { Spinner } from '@/components/spinner';
import { useSessionExpiredRedirect } from '@/hooks/use-session-expired-redirect';
import { useEvents } from '../api/get-events';
import { PAST_EVENTS_SHOWN, splitEvents } from '../split-events';
import { EventList } from './event-list';

/** Spec §2 home dashboard lists: Upcoming (all), Past (first 3, faded), refetched every 10 s. */
export function HomeEvents() {
  const { data: events, isPending, isError, error, refetch, isRefetching } = useEvents();
  const expire = useSessionExpiredRedirect();

  useEffect(() => {
    if (isError) expire(error);
  }, [isError, error, expire]);

  if (isPending) {
    return (
      <div className="home-events__status">
        <Spinner size="lg" label="Loading your events" />
      </div>
    );
  }

  if (!events) {
    // Offline with nothing cached, or the server failed: say so and let the user retry.
    return (
      <EmptyState
        emoji="📡"
        title="Couldn't load your events"
        action={
          <Button variant="secondary" onClick={() => void refetch()} pending={isRefetching} pendingLabel="Try Again">
            Try Again
          </Button>
        }
      >
        Check your connection and try again.
      </EmptyState>
    );
  }

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
      <EventList title="Upcoming Events" events={upcoming} emptyText="Nothing coming up. Time to plan the next one!" />
      <EventList title="Past Events" events={past.slice(0, PAST_EVENTS_SHOWN)} past />
    </div>
  );
}
