import { PageHeader } from '@/components/page-header';
import { JoinForm } from '@/features/join/components/join-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function JoinRoute() {
  useDocumentTitle('Join an Event');
  return (
    <main className="page">
      <PageHeader title="Join an Event" subtitle="Use the code or link your host shared with you" />
      <JoinForm />
    </main>
  );
}
