import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { initOnlineStatus } from '@/lib/online-status';
import { retryDelayQueuedChange, retryQueuedChange } from '@/lib/pending-changes';
import { PERSIST_MAX_AGE_MS } from '@/lib/query-persister';
import { registerMutationDefaults } from './mutation-defaults';
import { offerUpdate } from './update-prompt-store';

/**
 * Start-up, before the first render (and so before the persisted cache is restored): the real online state,
 * the mutation defaults that restored changes need, cache lifetimes that outlive the persisted copy, and
 * (after load, in its own chunk) the service worker.
 */
export function startOffline(queryClient: QueryClient): void {
  initOnlineStatus();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    // gcTime ≥ the persister's maxAge, or cached reads would vanish from storage before they expire.
    queries: { ...defaults.queries, gcTime: Math.max(defaults.queries?.gcTime ?? 0, PERSIST_MAX_AGE_MS) },
    // Changes may be queued: retry what the network lost (safe with the Idempotency-Key), never a server refusal.
    mutations: { ...defaults.mutations, retry: retryQueuedChange, retryDelay: retryDelayQueuedChange },
  });
  registerMutationDefaults(queryClient);
  // QueryClient.mount() also resumes on reconnect; this keeps it explicit and independent of mount order.
  onlineManager.subscribe((online) => {
    if (online) void queryClient.resumePausedMutations();
  });

  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    const register = () => void import('./service-worker').then((m) => m.registerServiceWorker(offerUpdate));
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }
}
