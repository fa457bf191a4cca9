import './conversation.css';
import { useState } from 'react';
import { THREAD_PAGE } from '@contracts/conversation.rules';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/toast-store';
import { useMute, useTalk } from '../api/talk';
import { AnnounceSheet } from './announce-sheet';
import { EventThread } from './event-thread';
import { QuestionsSheet } from './questions-sheet';

/** The conversation card of its screen (/events/{id}/talk): the thread, questions to the host and the host's announcements. */
export function EventTalk({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const [shown, setShown] = useState(THREAD_PAGE);
  const { data: talk, isFetching } = useTalk(eventId, shown);
  const [questionsOpen, setQuestionsOpen] = useState(false);
  const [announceOpen, setAnnounceOpen] = useState(false);
  const mute = useMute(eventId);
  if (!talk) return null;

  return (
    <Card as="section" aria-labelledby="talk-title" className="talk">
      <div className="talk__head">
        <h2 id="talk-title" className="card__title">
          {t('conversation.thread.title')}
        </h2>
        <div className="talk-row">
          <Button size="sm" variant="secondary" onClick={() => setQuestionsOpen(true)}>
            {talk.canManage && talk.unreadQuestions > 0
              ? t('conversation.questions.buttonHost', { count: talk.unreadQuestions })
              : t('conversation.questions.button')}
          </Button>
          {talk.canManage && (
            <Button size="sm" onClick={() => setAnnounceOpen(true)}>
              {t('conversation.announce.button')}
            </Button>
          )}
        </div>
      </div>
      <EventThread
        eventId={eventId}
        timeZone={timeZone}
        talk={talk}
        earlier={{ showing: isFetching, show: () => setShown((n) => n + THREAD_PAGE) }}
      />
      <Button
        size="sm"
        variant="ghost"
        aria-pressed={talk.muted}
        pending={mute.isPending}
        onClick={() =>
          mute.mutate(!talk.muted, { onSuccess: () => !talk.muted && toast({ title: t('conversation.mutedToast') }) })
        }
      >
        {talk.muted ? t('conversation.unmute') : t('conversation.mute')}
      </Button>
      <QuestionsSheet
        open={questionsOpen}
        onClose={() => setQuestionsOpen(false)}
        eventId={eventId}
        timeZone={timeZone}
        talk={talk}
      />
      {talk.canManage && <AnnounceSheet open={announceOpen} onClose={() => setAnnounceOpen(false)} eventId={eventId} />}
    </Card>
  );
}
