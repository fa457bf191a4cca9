import { Button } from '@/components/button';
import { ScreenMessage } from '@/components/screen-message';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { t } from '@/lib/i18n';

/** The sign-in state could not be checked (offline, or the server is down). */
export function UnreachableScreen({ onRetry }: { onRetry: () => void }) {
  useDocumentTitle(t('app.unreachable.documentTitle'));
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <ScreenMessage
      emoji={offline ? '📡' : '🍲'}
      title={offline ? t('app.unreachable.offlineTitle') : t('app.unreachable.title')}
      action={<Button onClick={onRetry}>{t('common.tryAgain')}</Button>}
    >
      {offline ? t('common.checkConnection') : t('app.unreachable.text')}
    </ScreenMessage>
  );
}
