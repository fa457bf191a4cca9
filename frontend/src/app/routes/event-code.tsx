import { PageHeader } from '@/components/page-header';
import { EventCodeForm } from '@/features/join/components/event-code-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/lib/i18n';

export default function EventCodeRoute() {
  useDocumentTitle(t('join.code.title'));
  return (
    <main className="page">
      <PageHeader title={t('join.code.title')} subtitle={t('join.code.subtitle')} />
      <EventCodeForm />
    </main>
  );
}
