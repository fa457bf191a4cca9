import { buttonClassName } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { ScreenMessage } from '@/components/screen-message';
import { Skeleton } from '@/components/skeleton';
import { useOperatorConsole } from '@/features/operator/api/get-operator-console';
import { OperatorConsole } from '@/features/operator/components/operator-console';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';

/** /admin: the operator's console, for the accounts the server's configuration names (anyone else is told so). */
export default function AdminRoute() {
  useDocumentTitle(t('admin.title'));
  const console = useOperatorConsole();
  if (console.isError) {
    const refused = console.error instanceof ApiError && console.error.status === 403;
    return (
      <ScreenMessage
        emoji={refused ? '🔒' : '⚠️'}
        title={t('admin.title')}
        action={
          <a className={buttonClassName({ variant: 'primary' })} href="/">
            {t('common.goHome')}
          </a>
        }
      >
        {refused ? t('admin.forbidden') : t('admin.loadFailed')}
      </ScreenMessage>
    );
  }
  return (
    <main className="page">
      <PageHeader title={t('admin.title')} back="/" />
      {console.data ? <OperatorConsole data={console.data} /> : <Skeleton height={320} />}
    </main>
  );
}
