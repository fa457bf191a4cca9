import type { QueryClient } from '@tanstack/react-query';
import type { CreateCommentVariables } from './create-comment';

// Keeps the conversation's old word "talk": comments written offline are stored on the device under this key.
export const createCommentMutationKey = ['talk', 'comment', 'create'] as const;

/**
 * Registered once at start-up, before persisted changes resume, so a comment queued offline (even before a reload)
 * is sent once with its key (the optimistic copy comes from useCreateComment, whose code is loaded when someone
 * types a comment). Only this stub loads with every first visit; what it does comes with the event page's
 * conversation (already loaded when someone comments, precached by the service worker for a reload offline).
 */
export function registerCommentDefaults(queryClient: QueryClient): void {
  const handlers = () => import('./create-comment').then((m) => m.commentHandlers(queryClient));
  queryClient.setMutationDefaults(createCommentMutationKey, {
    mutationFn: async (vars: CreateCommentVariables) => (await handlers()).mutationFn(vars),
    onError: async (error: unknown, vars: CreateCommentVariables) => (await handlers()).onError(error, vars),
    onSettled: async (_data: unknown, _error: unknown, vars: CreateCommentVariables) =>
      (await handlers()).onSettled(vars),
  });
}
