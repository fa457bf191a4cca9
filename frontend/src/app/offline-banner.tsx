import { useOnlineStatus } from '@/lib/online-status';
import { usePendingChangeCount } from '@/lib/pending-changes';
import './offline-banner.css';

export const OFFLINE_MESSAGE = "You're offline — changes will sync when you're back online";

const changes = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'}`;

export function pendingChangesText(count: number): string {
  return `${changes(count)} waiting to sync`;
}

/**
 * Shown while offline, and while queued changes are still being sent after reconnecting. The live region is
 * always rendered (empty when there is nothing to say) so screen readers announce it when it appears.
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const pending = usePendingChangeCount();
  const visible = !online || pending > 0;
  return (
    <div
      role="status"
      aria-live="polite"
      className={visible ? 'offline-banner' : undefined}
      data-testid="offline-banner"
    >
      {!online ? (
        <>
          <span className="offline-banner__icon" aria-hidden="true">
            ☁️
          </span>
          <span>
            {OFFLINE_MESSAGE}
            {pending > 0 && <strong className="offline-banner__count">{pendingChangesText(pending)}</strong>}
          </span>
        </>
      ) : pending > 0 ? (
        <span>Syncing {changes(pending)}…</span>
      ) : null}
    </div>
  );
}
