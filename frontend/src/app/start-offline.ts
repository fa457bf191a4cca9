import { onlineManager, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { User } from '@contracts/user.rules';
import { useFailedChanges } from '@/lib/failed-changes';
import { queryKeys } from '@/lib/query-keys';
import { flushPersistedCache } from '@/lib/query-persister';
import { initOnlineStatus } from '@/lib/online-status';
import { toast } from '@/lib/toast-store';
import { registerMutationDefaults } from './mutation-defaults';
import { loadFormSchemas } from '@/lib/form-validation';
import { t } from '@/lib/i18n';

/** A new version is installed and waiting: it takes over (and the page reloads) only when the user says so. */
function offerUpdate(applyUpdate: () => Promise<void>): void {
  toast({
    title: t('app.update.title'),
    description: t('app.update.text'),
    duration: Infinity,
    action: { label: t('app.update.action'), onClick: () => void applyUpdate() },
  });
}

/**
 * Signing in as someone else without signing out (an expired session, a shared phone) must not show the
 * previous user's cached events or send their queued changes: when the current user's id changes, everything
 * else cached is dropped.
 */
function forgetPreviousUserOnSwitch(queryClient: QueryClient): void {
  let knownUserId: string | undefined;
  queryClient.getQueryCache().subscribe((event) => {
    // 'added' covers the user restored from storage; 'success' every answer from the server.
    const settled = event.type === 'added' || (event.type === 'updated' && event.action.type === 'success');
    if (!settled) return;
    if (!matchesCurrentUser(event.query.queryKey as readonly unknown[])) return;
    const id = (event.query.state.data as User | null | undefined)?.id;
    if (!id) return;
    if (knownUserId && knownUserId !== id) {
      queryClient.getMutationCache().clear();
      useFailedChanges.getState().clear();
      queryClient.removeQueries({ predicate: (q) => !matchesCurrentUser(q.queryKey) });
    }
    knownUserId = id;
  });
}

function matchesCurrentUser(key: QueryKey): boolean {
  return key.length === 1 && key[0] === queryKeys.currentUser()[0];
}

/**
 * Start-up, before the first render (and so before the persisted cache is restored): the real online state,
 * the mutation defaults that restored changes need, and (after load, in its own chunk) the service worker.
 */
export function startOffline(queryClient: QueryClient): void {
  initOnlineStatus();
  registerMutationDefaults(queryClient);
  forgetPreviousUserOnSwitch(queryClient);
  // A change queued offline is saved the moment it is queued (after its optimistic update), not on the throttled
  // schedule: the user may reload or leave at once, and a page that is going away runs no more timers.
  queryClient.getMutationCache().subscribe((event) => {
    if (
      event.type === 'updated' &&
      (event.action.type === 'pending' || event.action.type === 'pause') &&
      event.mutation.state.isPaused
    ) {
      flushPersistedCache(queryClient);
    }
  });
  // Phones kill backgrounded apps without warning: save what is cached whenever the page is hidden or left.
  window.addEventListener('pagehide', () => flushPersistedCache(queryClient));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushPersistedCache(queryClient);
  });
  // QueryClient.mount() also resumes on reconnect; this keeps it explicit and independent of mount order.
  onlineManager.subscribe((online) => {
    if (online) void queryClient.resumePausedMutations();
  });

  const afterLoad = (run: () => void) => {
    if (document.readyState === 'complete') run();
    else window.addEventListener('load', run, { once: true });
  };
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    afterLoad(() => void import('./service-worker').then((m) => m.registerServiceWorker(offerUpdate)));
  }
  // The forms' schemas (and zod) follow as soon as the page has loaded, beside the screen's data: a form opened a
  // moment later, offline, still validates, even before the service worker holds the app.
  afterLoad(() => void loadFormSchemas().catch(() => undefined));
}
