import { useDocumentTitle } from '@/hooks/use-document-title';
import { LinkButton } from './button';
import { ScreenMessage } from './screen-message';
import { t } from '@/lib/i18n';

/**
 * The one screen for an event that is gone or was never shared with this user. The join link names the way in ("the
 * link or code"); signed-in screens name access. Titles follow the product copy of each screen.
 */
export function EventNotFound({ from = 'app' }: { from?: 'app' | 'join-link' }) {
  const title = from === 'join-link' ? t('join.notFound.title') : t('event.notFound.title');
  useDocumentTitle(title);
  return (
    <ScreenMessage emoji="🔍" title={title} action={<GoHome />}>
      {from === 'join-link' ? t('join.notFound.text') : t('event.notFound.text')}
    </ScreenMessage>
  );
}

export function GoHome() {
  return (
    <LinkButton to="/" replace>
      {t('common.goHome')}
    </LinkButton>
  );
}
