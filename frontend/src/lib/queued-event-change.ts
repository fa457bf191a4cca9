import { useMutation, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/** What a guest's change to an event does, from the module that is loaded when the change is first made or resumed. */
export interface QueuedEventChange<V> {
  send: (vars: V) => Promise<unknown>;
  /** Shows the change at once, before the server has it. */
  show: (queryClient: QueryClient, vars: V) => void;
  saved: (queryClient: QueryClient, result: unknown, vars: V) => void;
  refused: () => void;
}

/**
 * Registers the defaults of a change that can wait in the offline queue and is resumed with them after a reload: the
 * app shell registers them at start-up, `load` brings their code when a change is first made, and the event is
 * refreshed once the change has settled.
 */
export function registerQueuedEventChange<V extends { eventId: string }>(
  queryClient: QueryClient,
  mutationKey: readonly unknown[],
  load: () => Promise<QueuedEventChange<V>>,
): void {
  queryClient.setMutationDefaults(mutationKey, {
    mutationFn: async (vars: V) => (await load()).send(vars),
    onMutate: async (vars: V) => (await load()).show(queryClient, vars),
    onSuccess: async (result: unknown, vars: V) => (await load()).saved(queryClient, result, vars),
    onError: async () => (await load()).refused(),
    onSettled: (_r: unknown, _e: unknown, vars: V) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.events.detail(vars.eventId) }),
  });
}

/** Makes such a change from the event's screen: the changes to one event run one after another, in the order made. */
export function useQueuedEventChange<R, V>(mutationKey: readonly unknown[], eventId: string) {
  return useMutation<R | undefined, Error, V>({ mutationKey, scope: { id: `event:${eventId}` } });
}
