import '@/components/screen.css';
import { useRouteError } from 'react-router-dom';
import { Button } from '@/components/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

// A screen's code chunk that no longer exists (the app was updated while this tab was open).
function isStaleChunkError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
  );
}

export function RouteErrorScreen() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  const stale = isStaleChunkError(error);
  if (!stale) console.error(error);
  return (
    <div className="app">
      <main className="page page--centered">
        <div className="screen-message" role="alert">
          <span className="screen-message__emoji" aria-hidden="true">
            {stale ? '✨' : '🫕'}
          </span>
          <h1>{stale ? 'Potluck was updated' : 'Something went wrong'}</h1>
          <p className="screen-message__text">
            {stale
              ? 'Reload to get the newest version.'
              : 'Sorry, this screen failed to load. Reloading usually helps.'}
          </p>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </div>
      </main>
    </div>
  );
}
