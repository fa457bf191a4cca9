import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { THREAD_PAGE } from '@contracts/conversation.rules';
import type {
  AnnouncementInput,
  AnswerInput,
  CommentView,
  QuestionView,
  ReactionInput,
  ConversationView,
  UnreadQuestions,
} from '@contracts/conversation.contract';
import { apiJson, newChangeKey } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const enc = encodeURIComponent;

/**
 * GET /api/events/{id}/talk: announcements, questions and the thread as the caller may see them, with the thread's
 * `shown` newest comments (and their replies).
 */
export async function getConversation(eventId: string, shown = THREAD_PAGE): Promise<ConversationView | undefined> {
  const more = shown === THREAD_PAGE ? '' : `?comments=${shown}`;
  return apiJson<ConversationView>('GET', `/api/events/${enc(eventId)}/talk${more}`);
}

/** The first page keeps the conversation's own key (a phone's cached copy opens offline); more comments, their own. */
const conversationKey = (eventId: string, shown: number) =>
  shown === THREAD_PAGE
    ? queryKeys.events.conversation(eventId)
    : ([...queryKeys.events.conversation(eventId), shown] as const);

export const conversationQueryOptions = (eventId: string, shown = THREAD_PAGE) =>
  queryOptions({
    queryKey: conversationKey(eventId, shown),
    queryFn: () => getConversation(eventId, shown),
    enabled: eventId !== '',
    // Live messages say when it changed; reading it again on return keeps a page that slept honest.
    staleTime: 30_000,
    // Showing earlier comments keeps the ones on screen while the longer thread loads.
    placeholderData: keepPreviousData,
  });

export function useConversation(eventId: string, shown = THREAD_PAGE) {
  return useQuery(conversationQueryOptions(eventId, shown));
}

/** A change sent now (online), with its own key, that refreshes the conversation when it lands. */
function useConversationChange<V, R>(
  eventId: string,
  send: (vars: V, idempotencyKey: string) => Promise<R | undefined>,
) {
  const queryClient = useQueryClient();
  return useMutation<R | undefined, Error, V>({
    mutationFn: (vars) => send(vars, newChangeKey()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.events.conversation(eventId) }),
  });
}

export const useAnnounce = (eventId: string) =>
  useConversationChange(eventId, (input: AnnouncementInput, idempotencyKey) =>
    apiJson('POST', `/api/events/${enc(eventId)}/announcements`, input, { idempotencyKey }),
  );

export const useReadAnnouncements = (eventId: string) =>
  useConversationChange(eventId, (_: void, idempotencyKey) =>
    apiJson('POST', `/api/events/${enc(eventId)}/announcements/read`, undefined, { idempotencyKey }),
  );

export const useAsk = (eventId: string) =>
  useConversationChange(eventId, (body: string, idempotencyKey) =>
    apiJson<QuestionView>('POST', `/api/events/${enc(eventId)}/questions`, { body }, { idempotencyKey }),
  );

export const useReadQuestions = (eventId: string) =>
  useConversationChange(eventId, (_: void, idempotencyKey) =>
    apiJson('POST', `/api/events/${enc(eventId)}/questions/read`, undefined, { idempotencyKey }),
  );

export const useAnswer = (eventId: string) =>
  useConversationChange(eventId, (vars: { questionId: string } & AnswerInput, idempotencyKey) => {
    const { questionId, ...input } = vars;
    return apiJson<QuestionView>('PUT', `/api/questions/${enc(questionId)}/answer`, input, { idempotencyKey });
  });

export const useEditComment = (eventId: string) =>
  useConversationChange(eventId, (vars: { commentId: string; body: string }, idempotencyKey) =>
    apiJson<CommentView>('PUT', `/api/comments/${enc(vars.commentId)}`, { body: vars.body }, { idempotencyKey }),
  );

export const useDeleteComment = (eventId: string) =>
  useConversationChange(eventId, (commentId: string, idempotencyKey) =>
    apiJson('DELETE', `/api/comments/${enc(commentId)}`, undefined, { idempotencyKey }),
  );

export const useReact = (eventId: string) =>
  useConversationChange(eventId, (vars: { commentId: string } & ReactionInput, idempotencyKey) => {
    const { commentId, ...input } = vars;
    return apiJson('PUT', `/api/comments/${enc(commentId)}/reactions`, input, { idempotencyKey });
  });

export const useCloseThread = (eventId: string) =>
  useConversationChange(eventId, (closed: boolean, idempotencyKey) =>
    apiJson('PUT', `/api/events/${enc(eventId)}/thread`, { closed }, { idempotencyKey }),
  );

export const useRemovePersonComments = (eventId: string) =>
  useConversationChange(eventId, (userId: string, idempotencyKey) =>
    apiJson('DELETE', `/api/events/${enc(eventId)}/people/${enc(userId)}/comments`, undefined, { idempotencyKey }),
  );

export const useMute = (eventId: string) =>
  useConversationChange(eventId, (muted: boolean, idempotencyKey) =>
    apiJson('PUT', `/api/events/${enc(eventId)}/talk-mute`, { muted }, { idempotencyKey }),
  );

/** GET /api/questions/unread: unread questions per event the caller hosts or co-hosts (one request for all cards). */
export function useUnreadQuestions() {
  return useQuery({
    queryKey: queryKeys.unreadQuestions(),
    queryFn: async () => (await apiJson<UnreadQuestions>('GET', '/api/questions/unread')) ?? [],
    // Read again each time the home screen shows.
    staleTime: 0,
  });
}
