import { lazy, Suspense } from 'react';
import { PART_MESSAGES } from '@/lib/message-groups';
import { useFailedChanges } from '@/lib/failed-changes';
import { useOnlineStatus } from '@/lib/online-status';
import { usePendingChangeCount } from '@/lib/pending-changes';
import { t, withMessages } from '@/lib/i18n';

// The list and the forms it opens load only when something failed: the start-up bundle stays small (and its
// stylesheets keep their order).
const FailedChangesSheet = lazy(() =>
  withMessages(PART_MESSAGES['failed-changes-sheet'], import('./failed-changes-sheet')).then((m) => ({
    default: m.FailedChangesSheet,
  })),
);
import './offline-banner.css';

export const offlineMessage = () => t('app.offline.message');

export const failedChangesText = (count: number) => t('app.offline.failed', { count });

export function pendingChangesText(count: number): string {
  return t('app.offline.pending', { count });
}

/**
 * Shown while offline, while queued changes are still being sent, and while changes the server refused wait in
 * "Couldn't sync" (online too: the list is never hidden while it holds something). The live region is always
 * rendered (empty when there is nothing to say) so screen readers announce it when it appears.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const pending = usePendingChangeCount();
  const failed = useFailedChanges((s) => s.changes.length);
  const listOpen = useFailedChanges((s) => s.open);
  const openFailed = useFailedChanges((s) => s.setOpen);
  const visible = !online || pending > 0 || failed > 0;
  return (
    <div className={visible ? 'offline-banner' : undefined} data-testid="offline-banner">
      <div role="status" aria-live="polite" className="offline-banner__text">
        <Status online={online} pending={pending} />
      </div>
      {failed > 0 && (
        <button type="button" className="offline-banner__failed" onClick={() => openFailed(true)}>
          <span aria-hidden="true">⚠️</span> {failedChangesText(failed)}
          <span className="offline-banner__review">{t('app.offline.review')}</span>
        </button>
      )}
      {(failed > 0 || listOpen) && (
        <Suspense fallback={null}>
          <FailedChangesSheet />
        </Suspense>
      )}
    </div>
  );
}

function Status({ online, pending }: { online: boolean; pending: number }) {
  return (
    <>
      {!online ? (
        <>
          <span className="offline-banner__icon" aria-hidden="true">
            ☁️
          </span>
          <span>
            {offlineMessage()}
            {pending > 0 && <strong className="offline-banner__count">{pendingChangesText(pending)}</strong>}
          </span>
        </>
      ) : pending > 0 ? (
        <span>{t('app.offline.syncing', { count: pending })}</span>
      ) : null}
    </>
  );
}
