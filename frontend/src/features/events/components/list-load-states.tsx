import { useEffect } from 'react';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { useSessionExpiredRedirect } from '@/hooks/use-session-expired-redirect';

/** Home and My RSVPs: an authorization failure of their list means the session is gone. */
export function useExpireOnListError(isError: boolean, error: unknown): void {
  const expire = useSessionExpiredRedirect();
  useEffect(() => {
    if (isError) expire(error);
  }, [isError, error, expire]);
}

export function ListLoading({ label }: { label: string }) {
  return (
    <div className="home-events__status">
      <Spinner size="lg" label={label} />
    </div>
  );
}

/** Offline with nothing cached, or the server failed: say so and let the user retry. */
export function ListLoadFailed({ title, retry, retrying }: { title: string; retry: () => void; retrying?: boolean }) {
  return (
    <EmptyState
      emoji="📡"
      title={title}
      action={
        <Button variant="secondary" onClick={retry} pending={retrying} pendingLabel="Try Again">
          Try Again
        </Button>
      }
    >
      Check your connection and try again.
    </EmptyState>
  );
}
