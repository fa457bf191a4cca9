import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';

/**
 * How long cached reads stay usable offline. A guest typically opens the event a few days before it and
 * again at the venue; a week covers that. The query client's gcTime must be at least this long, or queries
 * would be garbage-collected (and dropped from storage) before the persisted copy expires.
 */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const PERSIST_STORAGE_KEY = 'potluck.query-cache';

/** Only the app version invalidates the stored cache: a release that changes data shapes bumps it. */
export const PERSIST_BUSTER = import.meta.env.VITE_APP_VERSION ?? 'dev';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage disabled (some private modes): the app works, just not offline.
    return undefined;
  }
}

/**
 * Every change the server has not confirmed is stored as paused. One still in flight when the page goes away may
 * or may not have reached the server; after a reload it is sent again with the same Idempotency-Key, and the server
 * applies it once. Stored as running, it would never be resumed. It is marked `restored`: after a reload no form
 * is there to show a refusal, so forms' changes then report it in "Couldn't sync" (see isRestoredChange).
 */
function serialize(client: PersistedClient): string {
  const mutations = client.clientState.mutations.map((m) => ({
    ...m,
    meta: { ...m.meta, restored: true },
    state: { ...m.state, isPaused: true },
  }));
  return JSON.stringify({ ...client, clientState: { ...client.clientState, mutations } });
}

export const queryPersister = createSyncStoragePersister({
  storage: storage(),
  key: PERSIST_STORAGE_KEY,
  serialize,
  // Coalesce the writes of a burst of cache updates.
  throttleTime: 500,
});

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: queryPersister,
  maxAge: PERSIST_MAX_AGE_MS,
  buster: PERSIST_BUSTER,
  dehydrateOptions: {
    // Reads that have an answer (a refetch that failed on a bad connection keeps its last good one), and the
    // changes not yet confirmed by the server. An empty answer (the signed-out current user) is not kept: after
    // signing in, the reloaded app must ask the server again.
    shouldDehydrateQuery: (query) => query.state.data != null && query.meta?.persist !== false,
    // Only changes with a mutationKey have defaults registered at start-up to resume with; sign-out never waits.
    shouldDehydrateMutation: (mutation) =>
      mutation.state.status === 'pending' &&
      mutation.options.mutationKey !== undefined &&
      mutation.meta?.persist !== false,
  },
};

/**
 * Writes the cache now (page hidden or closing). The persister's writer is throttled through a timer, even with a
 * throttle of 0, and a timer never fires once the page is gone: the last answers and queued changes would be lost.
 */
export function flushPersistedCache(queryClient: QueryClient): void {
  const store = storage();
  if (!store) return;
  const persisted: PersistedClient = {
    buster: PERSIST_BUSTER,
    timestamp: Date.now(),
    clientState: dehydrate(queryClient, persistOptions.dehydrateOptions),
  };
  try {
    store.setItem(PERSIST_STORAGE_KEY, serialize(persisted));
  } catch {
    // Storage full: the throttled writer keeps the previous copy.
  }
}

/** Sign-out: the next person to use this phone must see nothing of the previous user, queued changes included. */
export async function clearPersistedCache(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries();
  // Both caches: cached reads and queued changes.
  queryClient.clear();
  await queryPersister.removeClient();
}

/** A change brought back from storage after a reload (its form, if any, is gone). */
export function isRestoredChange(meta: Record<string, unknown> | undefined): boolean {
  return meta?.restored === true;
}
