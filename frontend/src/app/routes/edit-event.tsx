import { useParams } from 'react-router-dom';
import { BackToEventState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { SkeletonText } from '@/components/skeleton';
import { useEvent } from '@/features/events/api/get-event';
import { EventForm } from '@/features/events/components/event-form';
import { EventCoverField } from '@/features/photos/event-cover-field';
import { useSeriesEditScope } from '@/features/series/components/series-edit-scope';
import { EventNotFound } from '@/components/event-not-found';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';

export default function EditEventRoute() {
  const { id = '' } = useParams();
  const { data: event, isPending, isError, error } = useEvent(id);
  useDocumentTitle(t('event.edit.title'));
  const seriesScope = useSeriesEditScope(id);

  if (isError && error instanceof ApiError && error.status === 404) return <EventNotFound />;

  return (
    <main className="page">
      <PageHeader title={t('event.edit.title')} subtitle={event?.name} back={`/events/${id}`} />
      {isPending ? (
        <div aria-busy="true" aria-label={t('event.loading')}>
          <SkeletonText lines={8} />
        </div>
      ) : !event ? (
        <BackToEventState eventId={id} emoji="📡" title={t('event.loadFailed')} back={t('event.edit.backToEvent')}>
          {t('common.checkConnection')}
        </BackToEventState>
      ) : event.role !== 'host' ? (
        // Someone other than the host: the server refuses saves from anyone who may not manage the event anyway.
        <BackToEventState eventId={id} emoji="🔒" title={t('event.edit.hostOnly')} back={t('event.edit.backToEvent')} />
      ) : (
        // Keyed by id so the form starts from this event's values.
        <>
          {seriesScope.element}
          <EventForm
            key={event.id}
            event={event}
            onSaved={seriesScope.onSaved}
            photoBlock={<EventCoverField eventId={event.id} eventName={event.name} />}
          />
        </>
      )}
    </main>
  );
}
