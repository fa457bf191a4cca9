import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { CommentView, TalkView } from '@contracts/conversation.contract';
import { apiJson } from '@/lib/api-client';
import { reportFailedChange } from '@/lib/failed-changes';
import { queryKeys } from '@/lib/query-keys';
import { talkText } from '../conversation.text';

export const createCommentMutationKey = ['talk', 'comment', 'create'] as const;

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

/**
 * Registered once at start-up, before persisted changes resume: a comment typed without signal shows at once
 * (marked as waiting), waits in the offline queue with its key and is sent once when the connection is back.
 */
export function registerCommentDefaults(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(createCommentMutationKey, {
    mutationFn: (vars: CreateCommentVariables) => createComment(vars),
    onMutate: async (vars: CreateCommentVariables) => {
      const queryKey = queryKeys.events.talk(vars.eventId);
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<TalkView>(queryKey, (old) => {
        if (!old) return old;
        const pending: CommentView = {
          id: PENDING_COMMENT_PREFIX + vars.idempotencyKey,
          parentId: vars.parentId,
          authorId: null,
          authorName: talkText.you,
          mine: true,
          body: vars.body,
          createdAt: new Date().toISOString(),
          editedAt: null,
          reactions: [],
          canDelete: false,
        };
        return { ...old, thread: { ...old.thread, comments: [...old.thread.comments, pending] } };
      });
    },
    onError: (error: unknown, vars: CreateCommentVariables) => {
      queryClient.setQueryData<TalkView>(queryKeys.events.talk(vars.eventId), (old) =>
        old
          ? {
              ...old,
              thread: {
                ...old.thread,
                comments: old.thread.comments.filter((c) => c.id !== PENDING_COMMENT_PREFIX + vars.idempotencyKey),
              },
            }
          : old,
      );
      reportFailedChange(
        {
          mutationKey: createCommentMutationKey,
          variables: { ...vars },
          eventId: vars.eventId,
          label: `${talkText.commentChange}: ${vars.body.slice(0, 40)}`,
          error,
          fallback: talkText.failed,
        },
        { title: talkText.failed, description: vars.body.slice(0, 80) },
      );
    },
    onSettled: (_data: unknown, _error: unknown, vars: CreateCommentVariables) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.events.talk(vars.eventId) }),
  });
}

export function useCreateComment(eventId: string) {
  return useMutation<CommentView | undefined, Error, CreateCommentVariables>({
    mutationKey: createCommentMutationKey,
    scope: { id: `event:${eventId}` },
  });
}
