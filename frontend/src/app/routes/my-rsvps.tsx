import { PageHeader } from '@/components/page-header';
import { MyRsvps } from '@/features/events/components/my-rsvps';
import { useDocumentTitle } from '@/hooks/use-document-title';

export default function MyRsvpsRoute() {
  useDocumentTitle('My RSVPs');
  return (
    <main className="page">
      <PageHeader title="My RSVPs" subtitle="Events you've responded to" back="/" />
      <MyRsvps />
    </main>
  );
}
