import { t } from '@/lib/i18n';
import { useUnreadQuestions } from '../api/conversation';
import './conversation.css';

/** On the host's event card: how many guests' questions are still unread. */
export function UnreadQuestions({ eventId }: { eventId: string }) {
  const { data } = useUnreadQuestions();
  const count = data?.find((u) => u.eventId === eventId)?.count ?? 0;
  if (count === 0) return null;
  return (
    <p className="conversation-card-note">
      <span aria-hidden="true">💬 </span>
      {t('conversation.questions.unread', { count })}
    </p>
  );
}
