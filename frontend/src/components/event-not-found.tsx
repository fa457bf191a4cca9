import { useDocumentTitle } from '@/hooks/use-document-title';
import { LinkButton } from './button';
import { ScreenMessage } from './screen-message';

/**
 * The one screen for an event that is gone or was never shared with this user. The join link names the way in ("the
 * link or code"); signed-in screens name access. Titles follow the product copy of each screen.
 */
export function EventNotFound({ from = 'app' }: { from?: 'app' | 'join-link' }) {
  const title = from === 'join-link' ? 'Event Not Found' : 'Event not found';
  useDocumentTitle(title);
  return (
    <ScreenMessage emoji="🔍" title={title} action={<GoHome />}>
      {from === 'join-link'
        ? 'This event may have been deleted, or the link or code is not quite right.'
        : "This event may have been deleted or you don't have access to it."}
    </ScreenMessage>
  );
}

export function GoHome() {
  return (
    <LinkButton to="/" replace>
      Go Home
    </LinkButton>
  );
}
