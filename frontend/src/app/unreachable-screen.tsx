import '@/components/screen.css';
import { Button } from '@/components/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The sign-in state could not be checked (offline, or the server is down). */
export function UnreachableScreen({ onRetry }: { onRetry: () => void }) {
  useDocumentTitle('Offline');
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <main className="page page--centered">
      <div className="screen-message">
        <span className="screen-message__emoji" aria-hidden="true">
          {offline ? '📡' : '🍲'}
        </span>
        <h1>{offline ? "You're offline" : "Can't reach Potluck"}</h1>
        <p className="screen-message__text">
          {offline
            ? 'Check your connection and try again.'
            : 'Something went wrong while checking your sign-in. Please try again in a moment.'}
        </p>
        <Button onClick={onRetry}>Try Again</Button>
      </div>
    </main>
  );
}
