import { Button } from '@/components/button';
import { ScreenMessage } from '@/components/screen-message';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The sign-in state could not be checked (offline, or the server is down). */
export function UnreachableScreen({ onRetry }: { onRetry: () => void }) {
  useDocumentTitle('Offline');
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <ScreenMessage
      emoji={offline ? '📡' : '🍲'}
      title={offline ? "You're offline" : "Can't reach Potluck"}
      action={<Button onClick={onRetry}>Try Again</Button>}
    >
      {offline
        ? 'Check your connection and try again.'
        : 'Something went wrong while checking your sign-in. Please try again in a moment.'}
    </ScreenMessage>
  );
}
