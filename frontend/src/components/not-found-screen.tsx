import './screen.css';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LinkButton } from './button';

export function NotFoundScreen() {
  useDocumentTitle('Page Not Found');
  return (
    <main className="page page--centered">
      <div className="screen-message">
        <span className="screen-message__emoji" aria-hidden="true">
          🍽️
        </span>
        <h1>404 Page Not Found</h1>
        <p className="screen-message__text">
          This table is empty: the page you are looking for doesn't exist or has moved.
        </p>
        <LinkButton to="/" replace>
          Go Home
        </LinkButton>
      </div>
    </main>
  );
}
