import { useDocumentTitle } from '@/hooks/use-document-title';
import { GoHome } from './event-not-found';
import { ScreenMessage } from './screen-message';

export function NotFoundScreen() {
  useDocumentTitle('Page Not Found');
  return (
    <ScreenMessage emoji="🍽️" title="404 Page Not Found" action={<GoHome />}>
      This table is empty: the page you are looking for doesn't exist or has moved.
    </ScreenMessage>
  );
}
