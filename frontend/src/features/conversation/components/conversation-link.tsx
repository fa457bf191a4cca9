import { LinkCard } from '@/components/link-card';
import { t } from '@/lib/i18n';
import { useConversation } from '../api/conversation';

/**
 * The event page's way into the conversation (/events/{id}/talk): how many comments there are and, for the host and
 * co-hosts, how many guests' questions are unread. Shown before the conversation has loaded (and offline) too.
 */
export function ConversationLink({ eventId }: { eventId: string }) {
  const { data: conversation } = useConversation(eventId);
  // A copy cached before the thread came by pages has every comment and no total.
  const comments =
    conversation && ((conversation.thread.total as number | undefined) ?? conversation.thread.comments.length);
  const unread = conversation?.canManage ? conversation.unreadQuestions : 0;
  return (
    <LinkCard
      to={`/events/${encodeURIComponent(eventId)}/talk`}
      icon="💬"
      title={t('conversation.thread.title')}
      // Its line is kept while the conversation loads: nothing below moves when the count arrives.
      line={comments !== undefined ? t('conversation.link.count', { count: comments }) : '\u00a0'}
      badge={unread > 0 && t('conversation.questions.unread', { count: unread })}
      className="conversation-link"
    />
  );
}
