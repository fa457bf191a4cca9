import { useState } from 'react';
import type { CommentView } from '@contracts/conversation.contract';
import { COMMENT_MAX_LENGTH } from '@contracts/conversation.rules';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TextArea } from '@/components/text-area';
import { t } from '@/lib/i18n';
import { PENDING_COMMENT_PREFIX } from '../api/create-comment';
import { useDeleteComment, useEditComment, useRemovePersonComments } from '../api/conversation';
import { Reactions } from './reactions';
import { authorOf, formatMoment, guestName } from './conversation-format';

interface CommentItemProps {
  comment: CommentView;
  eventId: string;
  timeZone: string;
  canManage: boolean;
  closed: boolean;
  onReply: (comment: CommentView) => void;
}

/** One comment: who and when, the text as typed (links stay text, never previews), reactions and its actions. */
export function CommentItem({ comment, eventId, timeZone, canManage, closed, onReply }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(comment.body);
  const [picking, setPicking] = useState(false);
  const [confirmingRemoveAll, setConfirmingRemoveAll] = useState(false);
  const edit = useEditComment(eventId);
  const remove = useDeleteComment(eventId);
  const removeAll = useRemovePersonComments(eventId);
  const pending = comment.id.startsWith(PENDING_COMMENT_PREFIX);
  const isReply = comment.parentId !== null;

  return (
    <li
      className={isReply ? 'conversation-comment conversation-comment--reply' : 'conversation-comment'}
      aria-busy={pending || undefined}
    >
      <p className="conversation-comment__meta">
        <span className="conversation-comment__author">{comment.mine ? t('conversation.you') : authorOf(comment)}</span>{' '}
        {pending ? (
          <span className="conversation-comment__pending">{t('conversation.waiting')}</span>
        ) : (
          <time dateTime={comment.createdAt}>{formatMoment(comment.createdAt, timeZone)}</time>
        )}
        {comment.editedAt && <span className="conversation-comment__edited"> · {t('conversation.edited')}</span>}
      </p>
      {editing ? (
        <form
          className="conversation-compose"
          onSubmit={(e) => {
            e.preventDefault();
            edit.mutate({ commentId: comment.id, body: draft.trim() }, { onSuccess: () => setEditing(false) });
          }}
        >
          <TextArea
            label={t('conversation.edit')}
            value={draft}
            maxLength={COMMENT_MAX_LENGTH}
            onChange={(e) => setDraft(e.target.value)}
            rows={2}
            data-autofocus
          />
          <div className="conversation-row">
            <Button type="submit" size="sm" pending={edit.isPending} disabled={!draft.trim()}>
              {t('conversation.save')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              {t('conversation.cancel')}
            </Button>
          </div>
        </form>
      ) : comment.former ? (
        <p className="conversation-comment__body conversation-comment__body--former">
          {t('conversation.formerGuestText')}
        </p>
      ) : (
        <p className="conversation-comment__body" dir="auto">
          {comment.body}
        </p>
      )}
      {!pending && (
        <Reactions
          comment={comment}
          closed={closed}
          picking={picking}
          onPick={() => setPicking(false)}
          eventId={eventId}
        />
      )}
      {!pending && !editing && (
        <div className="conversation-row conversation-comment__actions">
          {!closed && (
            <Button size="sm" variant="ghost" aria-expanded={picking} onClick={() => setPicking(!picking)}>
              {t('conversation.react')}
            </Button>
          )}
          {!closed && !isReply && (
            <Button size="sm" variant="ghost" onClick={() => onReply(comment)}>
              {t('conversation.reply')}
            </Button>
          )}
          {!closed && comment.mine && (
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
              {t('conversation.edit')}
            </Button>
          )}
          {comment.canDelete && (
            <Button size="sm" variant="ghost" pending={remove.isPending} onClick={() => remove.mutate(comment.id)}>
              {t('conversation.delete')}
            </Button>
          )}
          {canManage && !comment.mine && comment.authorId && (
            <Button
              size="sm"
              variant="ghost"
              pending={removeAll.isPending}
              onClick={() => setConfirmingRemoveAll(true)}
            >
              {t('conversation.removeAllBy')}
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirmingRemoveAll}
        title={t('conversation.removeAllTitle', { name: guestName(comment.authorName) })}
        description={t('conversation.removeAllText')}
        confirmLabel={t('conversation.removeAllConfirm')}
        cancelLabel={t('conversation.cancel')}
        onConfirm={() => {
          setConfirmingRemoveAll(false);
          if (comment.authorId) removeAll.mutate(comment.authorId);
        }}
        onCancel={() => setConfirmingRemoveAll(false)}
      />
    </li>
  );
}
