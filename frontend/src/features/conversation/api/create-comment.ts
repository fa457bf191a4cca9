import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CommentView, ConversationView } from '@contracts/conversation.contract';
import { apiJson } from '@/lib/api-client';
import { reportFailedChange } from '@/lib/failed-changes';
import { t } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';

import { createCommentMutationKey } from './comment-defaults';

/** Ids of comments typed here and not confirmed by the server yet. */
export const PENDING_COMMENT_PREFIX = 'pending-';

/** Plain JSON: persisted while offline and sent once, later, with the same Idempotency-Key. */
export interface CreateCommentVariables {
  eventId: string;
  body: string;
  parentId: string | null;
  idempotencyKey: string;
}

export function createComment(vars: CreateCommentVariables): Promise<CommentView | undefined> {
  return apiJson<CommentView>(
    'POST',
    `/api/events/${encodeURIComponent(vars.eventId)}/comments`,
    { body: vars.body, parentId: vars.parentId },
    { idempotencyKey: vars.idempotencyKey },
  );
}

/** The thread's count of comments with one more or one fewer (a copy cached before the count came has none). */
function countedWith(thread: ConversationView['thread'], change: number): number {
  const total = thread.total as number | undefined;
  return (total ?? thread.comments.length) + change;
}

/**
 * What a queued comment does (registered at start-up through comment-defaults.ts): it shows at once (marked as
 * waiting), waits in the offline queue with its key and is sent once when the connection is back.
 */
export function commentHandlers(queryClient: QueryClient) {
  return {
    mutationFn: (vars: CreateCommentVariables) => createComment(vars),
    onMutate: async (vars: CreateCommentVariables) => {
      const queryKey = queryKeys.events.conversation(vars.eventId);
      await queryClient.cancelQueries({ queryKey });
      // Every length of the thread read so far (the first page and any with earlier comments).
      queryClient.setQueriesData<ConversationView>({ queryKey }, (old) => {
        if (!old?.thread) return old;
        const pending: CommentView = {
          id: PENDING_COMMENT_PREFIX + vars.idempotencyKey,
          parentId: vars.parentId,
          authorId: null,
          // Shown as "You" (the comment is the viewer's own).
          authorName: null,
          former: false,
          mine: true,
          body: vars.body,
          createdAt: new Date().toISOString(),
          editedAt: null,
          reactions: [],
          canDelete: false,
        };
        const comments = [...old.thread.comments, pending];
        return { ...old, thread: { ...old.thread, comments, total: countedWith(old.thread, 1) } };
      });
    },
    onError: (error: unknown, vars: CreateCommentVariables) => {
      queryClient.setQueriesData<ConversationView>({ queryKey: queryKeys.events.conversation(vars.eventId) }, (old) =>
        old?.thread
          ? {
              ...old,
              thread: {
                ...old.thread,
                comments: old.thread.comments.filter((c) => c.id !== PENDING_COMMENT_PREFIX + vars.idempotencyKey),
                total: countedWith(old.thread, -1),
              },
            }
          : old,
      );
      reportFailedChange(
        {
          mutationKey: createCommentMutationKey,
          variables: { ...vars },
          eventId: vars.eventId,
          label: `${t('conversation.commentChange')}: ${vars.body.slice(0, 40)}`,
          error,
          fallback: t('conversation.failed'),
        },
        { title: t('conversation.failed'), description: vars.body.slice(0, 80) },
      );
    },
    onSettled: (vars: CreateCommentVariables) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.events.conversation(vars.eventId) }),
  };
}

export function useCreateComment(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation<CommentView | undefined, Error, CreateCommentVariables>({
    mutationKey: createCommentMutationKey,
    scope: { id: `event:${eventId}` },
    onMutate: commentHandlers(queryClient).onMutate,
  });
}
