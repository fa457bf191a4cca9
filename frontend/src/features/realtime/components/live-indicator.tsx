import './live-indicator.css';
import type { LiveStatus } from '../live-socket';
import { cx } from '@/lib/cx';

/** A small dot and word beside the event title: whether changes by others appear by themselves right now. */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  if (status === 'idle') return null;
  const live = status === 'live';
  // "Live" when joined, "Reconnecting…" otherwise (also while first connecting,
  // which takes a moment at most; offline it truthfully stays on "Reconnecting…").
  return (
    <span
      className={cx('live-indicator', live && 'live-indicator--live')}
      role="status"
      title={live ? 'Changes by others appear here as they happen' : 'Live updates paused, reconnecting'}
    >
      <span className="live-indicator__dot" aria-hidden="true" />
      {live ? 'Live' : 'Reconnecting…'}
    </span>
  );
}
