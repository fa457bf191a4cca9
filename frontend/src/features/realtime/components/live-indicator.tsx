import './live-indicator.css';
import type { LiveStatus } from '../live-socket';
import { cx } from '@/lib/cx';

const LIVE = 'Live';
const RECONNECTING = 'Reconnecting…';

/**
 * A small dot and word beside the event title: whether changes by others appear by themselves right now. Its room
 * never changes size, so nothing beside it moves: it is laid out, unseen, before the connection starts, and it is as
 * wide as the pill with the longer of its two words (the other pill is laid out unseen in the same place).
 */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  const live = status === 'live';
  // "Live" when joined, "Reconnecting…" otherwise (also while first connecting,
  // which takes a moment at most; offline it truthfully stays on "Reconnecting…").
  return (
    <span
      className={cx('live-indicator', status === 'idle' && 'live-indicator--idle')}
      role="status"
      title={live ? 'Changes by others appear here as they happen' : 'Live updates paused, reconnecting'}
    >
      <span
        className="live-indicator__pill live-indicator__room"
        data-word={live ? RECONNECTING : LIVE}
        aria-hidden="true"
      >
        <span className="live-indicator__dot" />
      </span>
      {/* A new pill, not the old one changed: a word changed in place would count as moved (its start shifts when
          the pill sits at the end of its room). */}
      <span key={live ? 'live' : 'waiting'} className={cx('live-indicator__pill', live && 'live-indicator--live')}>
        <span className="live-indicator__dot" aria-hidden="true" />
        {live ? LIVE : RECONNECTING}
      </span>
    </span>
  );
}
