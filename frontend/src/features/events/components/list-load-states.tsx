import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { t } from '@/lib/i18n';

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
        <Button variant="secondary" onClick={retry} pending={retrying} pendingLabel={t('common.tryAgain')}>
          {t('common.tryAgain')}
        </Button>
      }
    >
      {t('common.checkConnection')}
    </EmptyState>
  );
}
