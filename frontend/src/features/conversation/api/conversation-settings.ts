import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationNotify } from '@contracts/conversation.contract';
import { apiJson, newChangeKey } from '@/lib/api-client';

const PATH = '/api/notification-settings/conversation';
const key = [PATH] as const;

/** GET /api/notification-settings/conversation: push, e-mail digest or none, for every event. */
export function useConversationSettings() {
  return useQuery({ queryKey: key, queryFn: async () => (await apiJson<ConversationNotify>('GET', PATH)) ?? null });
}

/** PUT /api/notification-settings/conversation; the choice shows at once and goes back if the server refuses. */
export function useUpdateConversationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['conversation-settings', 'update'],
    // A setting chosen online, its failure shown in place: nothing to resume after a reload.
    meta: { persist: false },
    retry: false,
    mutationFn: (input: ConversationNotify) =>
      apiJson<ConversationNotify>('PUT', PATH, input, { idempotencyKey: newChangeKey() }),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ConversationNotify | null>(key);
      queryClient.setQueryData<ConversationNotify>(key, input);
      return { before };
    },
    onError: (_err, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(key, saved);
    },
  });
}
