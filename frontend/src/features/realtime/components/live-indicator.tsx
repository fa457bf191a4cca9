import './live-indicator.css';
import type { LiveStatus } from '../live-socket';
import { cx } from '@/lib/cx';
import { t } from '@/lib/i18n';

/**
 * A small dot and word beside the event title: whether changes by others appear by themselves right now. Its room
 * never changes size, so nothing beside it moves: it is laid out, unseen, before the connection starts, and it is as
 * wide as the pill with the longer of its two words (the other pill is laid out unseen in the same place).
 */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  const live = status === 'live';
  const word = { live: t('event.live.on'), waiting: t('event.live.reconnecting') };
  // "Live" when joined, "Reconnecting…" otherwise (also while first connecting,
  // which takes a moment at most; offline it truthfully stays on "Reconnecting…").
  return (
    <span
      className={cx('live-indicator', status === 'idle' && 'live-indicator--idle')}
      role="status"
      title={live ? t('event.live.onTitle') : t('event.live.pausedTitle')}
    >
      <span
        className="live-indicator__pill live-indicator__room"
        data-word={live ? word.waiting : word.live}
        aria-hidden="true"
      >
        <span className="live-indicator__dot" />
      </span>
      {/* A new pill, not the old one changed: a word changed in place would count as moved (its start shifts when
          the pill sits at the end of its room). */}
      <span key={live ? 'live' : 'waiting'} className={cx('live-indicator__pill', live && 'live-indicator--live')}>
        <span className="live-indicator__dot" aria-hidden="true" />
        {live ? word.live : word.waiting}
      </span>
    </span>
  );
}
