import { PageHeader } from '@/components/page-header';
import { MyRsvps } from '@/features/events/components/my-rsvps';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLiveUpdates } from '@/features/realtime/use-live-updates';
import { t } from '@/lib/i18n';

export default function MyRsvpsRoute() {
  useDocumentTitle(t('myRsvps.title'));
  useLiveUpdates({ kind: 'dashboard' });
  return (
    <main className="page">
      <PageHeader title={t('myRsvps.title')} subtitle={t('myRsvps.subtitle')} back="/" />
      <MyRsvps />
    </main>
  );
}
