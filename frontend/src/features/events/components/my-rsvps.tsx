import './event-list.css';
import { LinkButton } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { IconPlusCircle, IconTicket } from '@/components/icons';
import { useRsvpedEvents } from '../api/get-rsvped-events';
import { splitEvents } from '../split-events';
import { EventList } from './event-list';
import { ListLoadFailed, ListLoading } from './list-load-states';

function QuickActions() {
  return (
    <section className="my-rsvps__quick" aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="event-list__title">
        Quick Actions
      </h2>
      <div className="my-rsvps__quick-grid">
        <LinkButton to="/join" variant="secondary" icon={<IconTicket />}>
          Join Event
        </LinkButton>
        <LinkButton to="/create-event" variant="secondary" icon={<IconPlusCircle />}>
          Create Event
        </LinkButton>
      </div>
    </section>
  );
}

/** My RSVPs: stat cards, upcoming and past lists with counts, empty state, quick actions. */
export function MyRsvps() {
  const { data: events, isPending, refetch } = useRsvpedEvents();

  if (isPending) return <ListLoading label="Loading your RSVPs" />;
  if (!events) return <ListLoadFailed title="Couldn't load your RSVPs" retry={() => void refetch()} />;
  if (events.length === 0) {
    return (
      <EmptyState
        emoji="💌"
        title="No RSVPs Yet"
        action={
          <div className="my-rsvps__empty-actions">
            <LinkButton to="/join" block icon={<IconTicket />}>
              Join
            </LinkButton>
            <LinkButton to="/create-event" variant="secondary" block icon={<IconPlusCircle />}>
              Create Event
            </LinkButton>
          </div>
        }
      >
        Events you RSVP to will show up here.
      </EmptyState>
    );
  }

  const { upcoming, past } = splitEvents(events);
  return (
    <div className="home-events">
      <dl className="my-rsvps__stats">
        <div className="my-rsvps__stat">
          <dt>Upcoming</dt>
          <dd>{upcoming.length}</dd>
        </div>
        <div className="my-rsvps__stat">
          <dt>Total RSVPs</dt>
          <dd>{events.length}</dd>
        </div>
      </dl>
      <EventList title={`Upcoming Events (${upcoming.length})`} events={upcoming} emptyText="No upcoming events." />
      <EventList title={`Past Events (${past.length})`} events={past} past emptyText="No past events." />
      <QuickActions />
    </div>
  );
}
