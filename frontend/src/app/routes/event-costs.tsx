import { useParams } from 'react-router-dom';
import { BackToEventState } from '@/components/empty-state';
import { EventNotFound } from '@/components/event-not-found';
import { PageHeader } from '@/components/page-header';
import { SkeletonText } from '@/components/skeleton';
import { useCosts } from '@/features/costs/api/costs-api';
import { CostsPanel } from '@/features/costs/components/costs-panel';
import { useEvent } from '@/features/events/api/get-event';
import { LiveIndicator } from '@/features/realtime/components/live-indicator';
import { useLiveUpdates } from '@/features/realtime/use-live-updates';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { t } from '@/lib/i18n';

/** The event's costs (/events/{id}/costs): what was bought, who paid, each household's share and who settled. */
export default function EventCostsRoute() {
  const { id = '' } = useParams();
  const { data: event, isError, error } = useEvent(id);
  const costs = useCosts(id);
  const { user } = useAuth();
  const liveStatus = useLiveUpdates({ kind: 'event', eventId: id });
  useDocumentTitle(t('costs.title'));

  if (
    (isError && error instanceof ApiError && error.status === 404) ||
    (costs.error instanceof ApiError && costs.error.status === 404)
  )
    return <EventNotFound />;
  return (
    <main className="page">
      <PageHeader
        title={t('costs.title')}
        subtitle={event?.name}
        back={`/events/${encodeURIComponent(id)}`}
        backLabel={t('common.backToEvent')}
        actions={<LiveIndicator status={liveStatus} />}
      />
      {costs.isPending ? (
        <div aria-busy="true" aria-label={t('event.loading')}>
          <SkeletonText lines={6} />
        </div>
      ) : !costs.data || !user ? (
        <BackToEventState eventId={id} emoji="📡" title={t('costs.loadFailed')} back={t('common.backToEvent')}>
          {t('common.checkConnection')}
        </BackToEventState>
      ) : (
        <CostsPanel eventId={id} view={costs.data} callerId={user.id} />
      )}
    </main>
  );
}
