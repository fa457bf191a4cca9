import './conversation.css';
import { useState } from 'react';
import { THREAD_PAGE } from '@contracts/conversation.rules';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/toast-store';
import { useMute, useConversation } from '../api/conversation';
import { AnnounceSheet } from './announce-sheet';
import { EventThread } from './event-thread';
import { QuestionsSheet } from './questions-sheet';

/** The conversation card of its screen (/events/{id}/talk): the thread, questions to the host and the host's announcements. */
export function ConversationCard({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const [shown, setShown] = useState(THREAD_PAGE);
  const { data: conversation, isFetching } = useConversation(eventId, shown);
  const [questionsOpen, setQuestionsOpen] = useState(false);
  const [announceOpen, setAnnounceOpen] = useState(false);
  const mute = useMute(eventId);
  if (!conversation) return null;

  return (
    <Card as="section" aria-labelledby="conversation-title" className="conversation">
      <div className="conversation__head">
        <h2 id="conversation-title" className="card__title">
          {t('conversation.thread.title')}
        </h2>
        <div className="conversation-row">
          <Button size="sm" variant="secondary" onClick={() => setQuestionsOpen(true)}>
            {conversation.canManage && conversation.unreadQuestions > 0
              ? t('conversation.questions.buttonHost', { count: conversation.unreadQuestions })
              : t('conversation.questions.button')}
          </Button>
          {conversation.canManage && (
            <Button size="sm" onClick={() => setAnnounceOpen(true)}>
              {t('conversation.announce.button')}
            </Button>
          )}
        </div>
      </div>
      <EventThread
        eventId={eventId}
        timeZone={timeZone}
        conversation={conversation}
        earlier={{ showing: isFetching, show: () => setShown((n) => n + THREAD_PAGE) }}
      />
      <Button
        size="sm"
        variant="ghost"
        aria-pressed={conversation.muted}
        pending={mute.isPending}
        onClick={() =>
          mute.mutate(!conversation.muted, {
            onSuccess: () => !conversation.muted && toast({ title: t('conversation.mutedToast') }),
          })
        }
      >
        {conversation.muted ? t('conversation.unmute') : t('conversation.mute')}
      </Button>
      <QuestionsSheet
        open={questionsOpen}
        onClose={() => setQuestionsOpen(false)}
        eventId={eventId}
        timeZone={timeZone}
        conversation={conversation}
      />
      {conversation.canManage && (
        <AnnounceSheet open={announceOpen} onClose={() => setAnnounceOpen(false)} eventId={eventId} />
      )}
    </Card>
  );
}
