// @vitest-environment jsdom
import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearPersistedCache,
  PERSIST_MAX_AGE_MS,
  PERSIST_STORAGE_KEY,
  persistOptions,
  queryPersister,
} from './query-persister';

const KEY = ['dish', 'create'] as const;
type Vars = { name: string };
const persisted = (queryClient: QueryClient) => ({
  queryClient: queryClient,
  ...persistOptions,
});

function clientWithDefaults(mutationFn: (vars: Vars) => Promise<unknown>): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: PERSIST_MAX_AGE_MS } } });
  client.setMutationDefaults(KEY, { mutationFn });
  return client;
}

/** Waits for the persister's throttled writer to have stored the cache (storage is emptied after each test). */
async function flushThrottle(): Promise<void> {
  await vi.waitFor(() => expect(localStorage.getItem(PERSIST_STORAGE_KEY)).not.toBeNull(), { timeout: 5000 });
}

describe('persisted query cache', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    localStorage.clear();
  });

  it('keeps a change made offline across a reload and sends it once when back online', async () => {
    onlineManager.setOnline(false);
    const before = vi.fn(async (_vars: Vars) => ({ ok: true }));
    const first = clientWithDefaults(before);
    first.setQueryData(['events', 'list'], [{ id: 'e1', name: 'Supper' }]);
    const observer = new MutationObserver<unknown, Error, Vars>(first, { mutationKey: KEY, scope: { id: 'event:e1' } });
    void observer.mutate({ name: 'Kheer' }).catch(() => undefined);
    await vi.waitFor(() => expect(first.getMutationCache().getAll()[0]?.state.isPaused).toBe(true));
    await persistQueryClientSave(persisted(first));
    await flushThrottle();
    expect(before).not.toHaveBeenCalled();

    // "Reload": a fresh client, defaults registered first, then the restore.
    const after = vi.fn(async (_vars: Vars) => ({ ok: true }));
    const second = clientWithDefaults(after);
    await persistQueryClientRestore(persisted(second));
    expect(second.getQueryData(['events', 'list'])).toEqual([{ id: 'e1', name: 'Supper' }]);
    expect(second.getMutationCache().getAll()).toHaveLength(1);

    onlineManager.setOnline(true);
    await second.resumePausedMutations();
    expect(after).toHaveBeenCalledTimes(1);
    expect(after.mock.calls[0]?.[0]).toEqual({ name: 'Kheer' });
  });

  it('drops the stored cache when the app version (buster) changes', async () => {
    const client = clientWithDefaults(async () => null);
    client.setQueryData(['me'], { id: 'u1' });
    await persistQueryClientSave(persisted(client));
    await flushThrottle();
    const next = clientWithDefaults(async () => null);
    await persistQueryClientRestore({ ...persisted(next), buster: 'another-version' });
    expect(next.getQueryData(['me'])).toBeUndefined();
  });

  it('clears reads, queued changes and storage at sign-out', async () => {
    const client = clientWithDefaults(async () => null);
    client.setQueryData(['me'], { id: 'u1' });
    await persistQueryClientSave(persisted(client));
    await flushThrottle();
    expect(localStorage.getItem(PERSIST_STORAGE_KEY)).not.toBeNull();
    await clearPersistedCache(client);
    expect(client.getQueryData(['me'])).toBeUndefined();
    expect(localStorage.getItem(PERSIST_STORAGE_KEY)).toBeNull();
    expect(await queryPersister.restoreClient()).toBeUndefined();
  });
});
