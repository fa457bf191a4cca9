import { PageHeader } from '@/components/page-header';
import { MyRsvps } from '@/features/events/components/my-rsvps';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLiveUpdates } from '@/features/realtime/use-live-updates';

export default function MyRsvpsRoute() {
  useDocumentTitle('My RSVPs');
  useLiveUpdates({ kind: 'dashboard' });
  return (
    <main className="page">
      <PageHeader title="My RSVPs" subtitle="Events you've responded to" back="/" />
      <MyRsvps />
    </main>
  );
}
