import { useParams } from 'react-router-dom';
import { BackToEventState } from '@/components/empty-state';
import { EventNotFound } from '@/components/event-not-found';
import { PageHeader } from '@/components/page-header';
import { SkeletonText } from '@/components/skeleton';
import { useDoor } from '@/features/check-in/api/check-in-api';
import { DoorPanel } from '@/features/check-in/components/door-panel';
import { LiveIndicator } from '@/features/realtime/components/live-indicator';
import { useLiveUpdates } from '@/features/realtime/use-live-updates';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';

/** The door (/events/{id}/door): hosts, co-hosts and door helpers check households in by code or by name. */
export default function EventDoorRoute() {
  const { id = '' } = useParams();
  const door = useDoor(id);
  const liveStatus = useLiveUpdates({ kind: 'event', eventId: id });
  useDocumentTitle(t('door.title'));

  if (door.error instanceof ApiError && door.error.status === 404) return <EventNotFound />;
  const refused = door.error instanceof ApiError && door.error.status === 403;
  return (
    <main className="page">
      <PageHeader
        title={t('door.title')}
        subtitle={door.data?.eventName}
        back={`/events/${encodeURIComponent(id)}`}
        backLabel={t('common.backToEvent')}
        actions={<LiveIndicator status={liveStatus} />}
      />
      {door.isPending ? (
        <div aria-busy="true" aria-label={t('event.loading')}>
          <SkeletonText lines={6} />
        </div>
      ) : door.data ? (
        <DoorPanel eventId={id} view={door.data} />
      ) : (
        <BackToEventState
          eventId={id}
          emoji={refused ? '🚪' : '📡'}
          title={refused ? t('door.notAllowed') : t('door.loadFailed')}
          back={t('common.backToEvent')}
        >
          {refused ? null : t('common.checkConnection')}
        </BackToEventState>
      )}
    </main>
  );
}
