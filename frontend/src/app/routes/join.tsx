import { PageHeader } from '@/components/page-header';
import { JoinForm } from '@/features/join/components/join-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/lib/i18n';

export default function JoinRoute() {
  useDocumentTitle(t('join.code.title'));
  return (
    <main className="page">
      <PageHeader title={t('join.code.title')} subtitle={t('join.code.subtitle')} />
      <JoinForm />
    </main>
  );
}
