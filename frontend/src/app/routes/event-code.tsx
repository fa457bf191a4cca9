import { PageHeader } from '@/components/page-header';
import { EventCodeForm } from '@/features/join/components/event-code-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function EventCodeRoute() {
  useDocumentTitle('Join an Event');
  return (
    <main className="page">
      <PageHeader title="Join an Event" subtitle="Use the code or link your host shared with you" />
      <EventCodeForm />
    </main>
  );
}
