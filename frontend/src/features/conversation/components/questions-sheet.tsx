import { useEffect, useState } from 'react';
import type { QuestionView, ConversationView } from '@contracts/conversation.contract';
import { ANSWER_MAX_LENGTH, QUESTION_MAX_LENGTH } from '@contracts/conversation.rules';
import { Button } from '@/components/button';
import { Sheet } from '@/components/sheet';
import { TextArea } from '@/components/text-area';
import { serverMessage } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/toast-store';
import { useAnswer, useAsk, useReadQuestions } from '../api/conversation';
import { AudienceFields, useAudienceChoice } from './announce-form';
import { formatMoment, guestName } from './conversation-format';

interface QuestionsSheetProps {
  open: boolean;
  onClose: () => void;
  eventId: string;
  timeZone: string;
  conversation: ConversationView;
}

/** Private questions: a guest asks the host and sees their own; the host and co-hosts see and answer all. */
export function QuestionsSheet({ open, onClose, eventId, timeZone, conversation }: QuestionsSheetProps) {
  const [body, setBody] = useState('');
  const ask = useAsk(eventId);
  const markRead = useReadQuestions(eventId);
  const unread = conversation.unreadQuestions;
  const { mutate: read } = markRead;
  // Opening the sheet is reading the questions (the count on the event goes to zero).
  useEffect(() => {
    if (open && conversation.canManage && unread > 0) read();
  }, [open, conversation.canManage, unread, read]);

  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={t('conversation.questions.title')}
      description={conversation.canManage ? t('conversation.questions.introHost') : t('conversation.questions.intro')}
    >
      {conversation.questions.length === 0 ? (
        <p className="conversation-muted">{t('conversation.questions.empty')}</p>
      ) : (
        <ol className="list-bare stack">
          {conversation.questions.map((q) => (
            <QuestionItem
              key={q.id}
              question={q}
              eventId={eventId}
              timeZone={timeZone}
              canManage={conversation.canManage}
            />
          ))}
        </ol>
      )}
      {!conversation.canManage && (
        <form
          className="conversation-compose"
          onSubmit={(e) => {
            e.preventDefault();
            ask.mutate(body.trim(), {
              onSuccess: () => {
                setBody('');
                toast({ title: t('conversation.questions.asked') });
              },
              onError: (error) =>
                toast({ title: serverMessage(error) ?? t('conversation.failed'), variant: 'destructive' }),
            });
          }}
        >
          <TextArea
            label={t('conversation.questions.askLabel')}
            value={body}
            maxLength={QUESTION_MAX_LENGTH}
            rows={3}
            onChange={(e) => setBody(e.target.value)}
            data-autofocus
          />
          <Button
            type="submit"
            pending={ask.isPending}
            pendingLabel={t('conversation.sending')}
            disabled={!body.trim()}
          >
            {t('conversation.questions.ask')}
          </Button>
        </form>
      )}
    </Sheet>
  );
}

function QuestionItem({
  question,
  eventId,
  timeZone,
  canManage,
}: {
  question: QuestionView;
  eventId: string;
  timeZone: string;
  canManage: boolean;
}) {
  const [answer, setAnswer] = useState('');
  const [choice, setChoice] = useAudienceChoice();
  const send = useAnswer(eventId);
  const reply = (announce: boolean) =>
    send.mutate(
      { questionId: question.id, answer: answer.trim(), announce: announce ? choice : null },
      {
        onSuccess: () =>
          toast({ title: announce ? t('conversation.announce.sent') : t('conversation.questions.answered') }),
        onError: (error) => toast({ title: serverMessage(error) ?? t('conversation.failed'), variant: 'destructive' }),
      },
    );
  return (
    <li className="conversation-question">
      <p className="conversation-comment__meta">
        <span className="conversation-comment__author">
          {question.mine ? t('conversation.you') : guestName(question.askerName)}
        </span>{' '}
        <time dateTime={question.createdAt}>{formatMoment(question.createdAt, timeZone)}</time>
      </p>
      <p className="conversation-comment__body" dir="auto">
        {question.body}
      </p>
      {question.answer ? (
        <p className="conversation-question__answer">
          <span className="conversation-comment__author">{t('conversation.questions.answerHeading')}</span>{' '}
          <bdi>{question.answer}</bdi>
        </p>
      ) : canManage ? (
        <div className="conversation-stack conversation-question__reply">
          <TextArea
            label={t('conversation.questions.answerLabel', { name: guestName(question.askerName) })}
            value={answer}
            maxLength={ANSWER_MAX_LENGTH}
            rows={2}
            onChange={(e) => setAnswer(e.target.value)}
          />
          <Button size="sm" disabled={!answer.trim()} pending={send.isPending} onClick={() => reply(false)}>
            {t('conversation.questions.answerPrivately')}
          </Button>
          <fieldset className="conversation-stack conversation-fieldset">
            <legend>{t('conversation.questions.orAnnounce')}</legend>
            <AudienceFields value={choice} onChange={setChoice} />
            <Button
              size="sm"
              variant="secondary"
              disabled={!answer.trim()}
              pending={send.isPending}
              onClick={() => reply(true)}
            >
              {t('conversation.questions.answerAndAnnounce')}
            </Button>
          </fieldset>
        </div>
      ) : (
        <p className="conversation-muted">{t('conversation.questions.notAnswered')}</p>
      )}
    </li>
  );
}
