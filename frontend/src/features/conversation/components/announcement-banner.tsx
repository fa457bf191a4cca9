import { Button } from '@/components/button';
import { t } from '@/lib/i18n';
import { useReadAnnouncements, useConversation } from '../api/conversation';
import { formatMoment, hostName } from './conversation-format';
import './conversation.css';

/** The newest unread announcement at the top of the event page, until the person marks it read. */
export function AnnouncementBanner({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const { data } = useConversation(eventId);
  const read = useReadAnnouncements(eventId);
  const unread = data?.announcements.filter((a) => !a.read) ?? [];
  const latest = unread[0];
  if (!latest) return null;
  return (
    <section className="conversation-banner" aria-live="polite" aria-labelledby="conversation-banner-title">
      <h2 id="conversation-banner-title" className="conversation-banner__title">
        📣 {t('conversation.banner.label')}
      </h2>
      <p className="conversation-banner__body" dir="auto">
        {latest.body}
      </p>
      <p className="conversation-banner__meta">
        {hostName(latest.authorName)} ·{' '}
        <time dateTime={latest.createdAt}>{formatMoment(latest.createdAt, timeZone)}</time>
        {unread.length > 1 && <> · {t('conversation.banner.more', { count: unread.length - 1 })}</>}
      </p>
      <Button size="sm" variant="secondary" onClick={() => read.mutate()} pending={read.isPending}>
        {t('conversation.banner.dismiss')}
      </Button>
    </section>
  );
}
