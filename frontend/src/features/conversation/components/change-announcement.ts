import { t } from '@/lib/i18n';
import { formatMoment } from './conversation-format';

/** What the event form passes on after a change of date, time or place, so the host can announce it. */
export interface ChangeToAnnounce {
  name: string;
  timeZone: string;
  before: { date: string; location: string | null };
  after: { date: string; location: string | null };
}

/** The announcement a moved event offers, old and new values written in ("When: … → …", "Where: … → …"). */
export function changeText(change: ChangeToAnnounce): string {
  const where = (l: string | null) => l?.trim() || t('conversation.change.noPlace');
  return [
    t('conversation.change.intro', { name: change.name }),
    change.before.date !== change.after.date &&
      t('conversation.change.when', {
        before: formatMoment(change.before.date, change.timeZone),
        after: formatMoment(change.after.date, change.timeZone),
      }),
    (change.before.location ?? '') !== (change.after.location ?? '') &&
      t('conversation.change.where', { before: where(change.before.location), after: where(change.after.location) }),
  ]
    .filter(Boolean)
    .join('\n');
}
