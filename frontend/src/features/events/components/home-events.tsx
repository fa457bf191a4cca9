import './event-list.css';
import type { ReactNode } from 'react';
import { LinkButton } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { IconPlusCircle } from '@/components/icons';
import { useEvents } from '../api/get-events';
import { PAST_EVENTS_SHOWN, splitEvents } from '../split-events';
import { EventList } from './event-list';
import { ListLoadFailed, ListLoading } from './list-load-states';
import { t } from '@/lib/i18n';

/** Home dashboard lists: Upcoming (all), Past (first 3, faded), refetched every 10 s. */
export function HomeEvents({ cardNote }: { cardNote?: (eventId: string) => ReactNode } = {}) {
  const { data: events, isPending, refetch, isRefetching } = useEvents();

  if (isPending) return <ListLoading label={t('home.events.loading')} />;
  if (!events)
    return <ListLoadFailed title={t('home.events.loadFailed')} retry={() => void refetch()} retrying={isRefetching} />;

  if (events.length === 0) {
    return (
      <EmptyState
        emoji="🍲"
        title={t('home.events.empty')}
        action={
          <LinkButton to="/create-event" icon={<IconPlusCircle />}>
            {t('home.events.createFirst')}
          </LinkButton>
        }
      >
        {t('home.events.emptyText')}
      </EmptyState>
    );
  }

  const { upcoming, past } = splitEvents(events);
  return (
    <div className="home-events">
      <p className="home-events__hint">
        <span aria-hidden="true">👆 </span>
        {t('home.events.hint')}
      </p>
      <EventList
        title={t('home.events.upcoming')}
        events={upcoming}
        emptyText={t('home.events.upcomingEmpty')}
        cardNote={cardNote}
      />
      <EventList title={t('home.events.past')} events={past.slice(0, PAST_EVENTS_SHOWN)} past />
    </div>
  );
}
