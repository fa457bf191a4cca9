import { PageHeader } from '@/components/page-header';
import { EventForm } from '@/features/events/components/event-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function CreateEventRoute() {
  useDocumentTitle('Create Event');
  return (
    <main className="page">
      <PageHeader title="Create Event" subtitle="Plan a potluck and invite your guests" back="/" />
      <EventForm />
    </main>
  );
}
