import { useParams } from 'react-router-dom';
import { LinkButton } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { SkeletonText } from '@/components/skeleton';
import { useEvent } from '@/features/events/api/get-event';
import { EventForm } from '@/features/events/components/event-form';
import { useSeriesEditScope } from '@/features/series/components/series-edit-scope';
import { EventNotFound } from '@/components/event-not-found';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';

export default function EditEventRoute() {
  const { id = '' } = useParams();
  const { data: event, isPending, isError, error } = useEvent(id);
  useDocumentTitle('Edit Event');
  const seriesScope = useSeriesEditScope(id);

  if (isError && error instanceof ApiError && error.status === 404) return <EventNotFound />;

  return (
    <main className="page">
      <PageHeader title="Edit Event" subtitle={event?.name} back={`/events/${id}`} />
      {isPending ? (
        <div aria-busy="true" aria-label="Loading event">
          <SkeletonText lines={8} />
        </div>
      ) : !event ? (
        <EmptyState
          emoji="📡"
          title="Couldn't load this event"
          action={<LinkButton to={`/events/${id}`}>Back to Event</LinkButton>}
        >
          Check your connection and try again.
        </EmptyState>
      ) : event.role !== 'host' ? (
        // Someone other than the host: the server refuses saves from anyone who may not manage the event anyway.
        <EmptyState
          emoji="🔒"
          title="Only the host can edit this event"
          action={<LinkButton to={`/events/${id}`}>Back to Event</LinkButton>}
        />
      ) : (
        // Keyed by id so the form starts from this event's values.
        <>
          {seriesScope.element}
          <EventForm key={event.id} event={event} onSaved={seriesScope.onSaved} />
        </>
      )}
    </main>
  );
}
