import { Button } from '@/components/button';
import { t } from '@/lib/i18n';
import { useReadAnnouncements, useTalk } from '../api/talk';
import { formatMoment, hostName } from './talk-format';
import './conversation.css';

/** The newest unread announcement at the top of the event page, until the person marks it read. */
export function AnnouncementBanner({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const { data } = useTalk(eventId);
  const read = useReadAnnouncements(eventId);
  const unread = data?.announcements.filter((a) => !a.read) ?? [];
  const latest = unread[0];
  if (!latest) return null;
  return (
    <section className="talk-banner" aria-live="polite" aria-labelledby="talk-banner-title">
      <h2 id="talk-banner-title" className="talk-banner__title">
        📣 {t('conversation.banner.label')}
      </h2>
      <p className="talk-banner__body" dir="auto">
        {latest.body}
      </p>
      <p className="talk-banner__meta">
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
