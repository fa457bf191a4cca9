import { useRouteError } from 'react-router-dom';
import { Button } from '@/components/button';
import { ScreenMessage } from '@/components/screen-message';
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
      <ScreenMessage
        role="alert"
        emoji={stale ? '✨' : '🫕'}
        title={stale ? 'Potluck was updated' : 'Something went wrong'}
        action={<Button onClick={() => window.location.reload()}>Reload</Button>}
      >
        {stale ? 'Reload to get the newest version.' : 'Sorry, this screen failed to load. Reloading usually helps.'}
      </ScreenMessage>
    </div>
  );
}
