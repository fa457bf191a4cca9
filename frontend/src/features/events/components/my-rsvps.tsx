import './event-list.css';
import { LinkButton } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { IconPlusCircle, IconTicket } from '@/components/icons';
import { useRsvpedEvents } from '../api/get-rsvped-events';
import { splitEvents } from '../split-events';
import { EventList } from './event-list';
import { ListLoadFailed, ListLoading } from './list-load-states';
import { t } from '@/lib/i18n';
import { TitledSection } from '@/components/titled-section';

function QuickActions() {
  return (
    <TitledSection
      className="my-rsvps__quick"
      titleId="quick-actions-title"
      titleClassName="event-list__title"
      title={t('myRsvps.quickActions')}
    >
      <div className="my-rsvps__quick-grid">
        <LinkButton to="/join" variant="secondary" icon={<IconTicket />}>
          {t('join.code.submit')}
        </LinkButton>
        <LinkButton to="/create-event" variant="secondary" icon={<IconPlusCircle />}>
          {t('event.create.title')}
        </LinkButton>
      </div>
    </TitledSection>
  );
}

/** My RSVPs: stat cards, upcoming and past lists with counts, empty state, quick actions. */
export function MyRsvps() {
  const { data: events, isPending, refetch } = useRsvpedEvents();

  if (isPending) return <ListLoading label={t('myRsvps.loading')} />;
  if (!events) return <ListLoadFailed title={t('myRsvps.loadFailed')} retry={() => void refetch()} />;
  if (events.length === 0) {
    return (
      <EmptyState
        emoji="💌"
        title={t('myRsvps.empty')}
        action={
          <div className="my-rsvps__empty-actions">
            <LinkButton to="/join" block icon={<IconTicket />}>
              {t('nav.join')}
            </LinkButton>
            <LinkButton to="/create-event" variant="secondary" block icon={<IconPlusCircle />}>
              {t('event.create.title')}
            </LinkButton>
          </div>
        }
      >
        {t('myRsvps.emptyText')}
      </EmptyState>
    );
  }

  const { upcoming, past } = splitEvents(events);
  return (
    <div className="home-events">
      <dl className="my-rsvps__stats">
        <div className="my-rsvps__stat">
          <dt>{t('myRsvps.upcoming')}</dt>
          <dd>{upcoming.length}</dd>
        </div>
        <div className="my-rsvps__stat">
          <dt>{t('myRsvps.total')}</dt>
          <dd>{events.length}</dd>
        </div>
      </dl>
      <EventList
        title={t('myRsvps.upcomingCount', { count: upcoming.length })}
        events={upcoming}
        emptyText={t('myRsvps.upcomingEmpty')}
      />
      <EventList
        title={t('myRsvps.pastCount', { count: past.length })}
        events={past}
        past
        emptyText={t('myRsvps.pastEmpty')}
      />
      <QuickActions />
    </div>
  );
}
