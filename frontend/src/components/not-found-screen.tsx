import { useDocumentTitle } from '@/hooks/use-document-title';
import { GoHome } from './event-not-found';
import { ScreenMessage } from './screen-message';
import { t } from '@/lib/i18n';

export function NotFoundScreen() {
  useDocumentTitle(t('notFound.documentTitle'));
  return (
    <ScreenMessage emoji="🍽️" title={t('notFound.title')} action={<GoHome />}>
      {t('notFound.text')}
    </ScreenMessage>
  );
}
