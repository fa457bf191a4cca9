import './talk-link.css';
import { Link } from 'react-router-dom';
import { cardClassName } from '@/components/card';
import { IconChevron } from '@/components/icons';
import { t } from '@/lib/i18n';
import { useTalk } from '../api/talk';

/**
 * The event page's way into the conversation (/events/{id}/talk): how many comments there are and, for the host and
 * co-hosts, how many guests' questions are unread. Shown before the conversation has loaded (and offline) too.
 */
export function TalkLink({ eventId }: { eventId: string }) {
  const { data: talk } = useTalk(eventId);
  const comments = talk?.thread.comments.length;
  const unread = talk?.canManage ? talk.unreadQuestions : 0;
  return (
    <Link
      to={`/events/${encodeURIComponent(eventId)}/talk`}
      className={cardClassName({ interactive: true }, 'talk-link')}
    >
      <span className="talk-link__icon" aria-hidden="true">
        💬
      </span>
      <span className="talk-link__text">
        <span className="talk-link__title">{t('talk.thread.title')}</span>
        {/* Its line is kept while the conversation loads: nothing below moves when the count arrives. */}
        <span className="talk-link__count">
          {comments !== undefined ? t('talk.link.count', { count: comments }) : '\u00a0'}
        </span>
      </span>
      {unread > 0 && <span className="talk-link__unread">{t('talk.questions.unread', { count: unread })}</span>}
      <IconChevron className="talk-link__chevron" />
    </Link>
  );
}
