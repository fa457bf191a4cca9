import { useParams } from 'react-router-dom';
import { BackToEventState } from '@/components/empty-state';
import { EventNotFound } from '@/components/event-not-found';
import { PageHeader } from '@/components/page-header';
import { SkeletonText } from '@/components/skeleton';
import { ConversationCard } from '@/features/conversation/components/conversation-card';
import { useEvent } from '@/features/events/api/get-event';
import { LiveIndicator } from '@/features/realtime/components/live-indicator';
import { useLiveUpdates } from '@/features/realtime/use-live-updates';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';

/** The event's conversation (/events/{id}/talk): the thread, questions to the host and announcements. */
export default function EventConversationRoute() {
  const { id = '' } = useParams();
  const { data: event, isPending, isError, error } = useEvent(id);
  const liveStatus = useLiveUpdates({ kind: 'event', eventId: id });
  useDocumentTitle(t('conversation.thread.title'));

  if (isError && error instanceof ApiError && error.status === 404) return <EventNotFound />;
  return (
    <main className="page">
      <PageHeader
        title={t('conversation.thread.title')}
        subtitle={event?.name}
        back={`/events/${encodeURIComponent(id)}`}
        backLabel={t('common.backToEvent')}
        actions={<LiveIndicator status={liveStatus} />}
      />
      {isPending ? (
        <div aria-busy="true" aria-label={t('event.loading')}>
          <SkeletonText lines={6} />
        </div>
      ) : !event ? (
        <BackToEventState eventId={id} emoji="📡" title={t('event.loadFailed')} back={t('common.backToEvent')}>
          {t('common.checkConnection')}
        </BackToEventState>
      ) : (
        <ConversationCard eventId={event.id} timeZone={event.timeZone} />
      )}
    </main>
  );
}
