import { useRef, useState } from 'react';
import type { CommentView, ConversationView } from '@contracts/conversation.contract';
import { COMMENT_MAX_LENGTH } from '@contracts/conversation.rules';
import { Button } from '@/components/button';
import { TextArea } from '@/components/text-area';
import { newChangeKey } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { useCreateComment } from '../api/create-comment';
import { useCloseThread } from '../api/conversation';
import { CommentItem } from './comment-item';
import { authorOf } from './conversation-format';

/**
 * The event's thread: oldest first, newest at the bottom, with the box to write in under it. A long thread starts
 * with its newest comments; "Show earlier comments" above them asks for more.
 */
export function EventThread({
  eventId,
  timeZone,
  conversation,
  earlier,
}: {
  eventId: string;
  timeZone: string;
  conversation: ConversationView;
  earlier?: { showing: boolean; show: () => void };
}) {
  const [body, setBody] = useState('');
  const [replyTo, setReplyTo] = useState<CommentView | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const create = useCreateComment(eventId);
  const close = useCloseThread(eventId);
  const { closed, comments } = conversation.thread;
  // A copy cached before the thread came by pages has every comment and no count of earlier ones.
  const left = (conversation.thread.earlier as number | undefined) ?? 0;

  const send = () => {
    const text = body.trim();
    if (!text) return;
    // Goes now when online; offline it waits in the queue with this key and is sent once.
    create.mutate({ eventId, body: text, parentId: replyTo?.id ?? null, idempotencyKey: newChangeKey() });
    setBody('');
    setReplyTo(null);
  };

  return (
    <div className="conversation-thread">
      {earlier && left > 0 && (
        <Button size="sm" variant="secondary" pending={earlier.showing} onClick={earlier.show}>
          {t('conversation.thread.earlier', { count: left })}
        </Button>
      )}
      {comments.length === 0 ? (
        <p className="conversation-muted">{t('conversation.thread.empty')}</p>
      ) : (
        <ol className="list-bare stack">
          {comments.map((c) => (
            <CommentItem
              key={c.id}
              comment={c}
              eventId={eventId}
              timeZone={timeZone}
              canManage={conversation.canManage}
              closed={closed}
              onReply={(comment) => {
                setReplyTo(comment);
                input.current?.focus();
              }}
            />
          ))}
        </ol>
      )}
      {closed ? (
        <p className="conversation-muted" role="note">
          {t('conversation.thread.closed')}
        </p>
      ) : (
        <form
          className="conversation-compose"
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          <TextArea
            ref={input}
            label={
              replyTo
                ? t('conversation.thread.replyLabel', { name: authorOf(replyTo) })
                : t('conversation.thread.commentLabel')
            }
            value={body}
            maxLength={COMMENT_MAX_LENGTH}
            rows={2}
            onChange={(e) => setBody(e.target.value)}
          />
          <div className="conversation-row">
            <Button type="submit" size="sm" disabled={!body.trim()}>
              {t('conversation.send')}
            </Button>
            {replyTo && (
              <Button size="sm" variant="ghost" onClick={() => setReplyTo(null)}>
                {t('conversation.cancel')}
              </Button>
            )}
          </div>
        </form>
      )}
      {conversation.canManage && (
        <Button size="sm" variant="ghost" pending={close.isPending} onClick={() => close.mutate(!closed)}>
          {closed ? t('conversation.thread.reopen') : t('conversation.thread.close')}
        </Button>
      )}
    </div>
  );
}
