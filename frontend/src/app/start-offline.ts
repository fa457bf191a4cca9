import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { initOnlineStatus } from '@/lib/online-status';
import { toast } from '@/lib/toast-store';
import { registerMutationDefaults } from './mutation-defaults';

/** A new version is installed and waiting: it takes over (and the page reloads) only when the user says so. */
function offerUpdate(applyUpdate: () => Promise<void>): void {
  toast({
    title: 'Update available',
    description: 'A new version of Potluck is ready.',
    duration: Infinity,
    action: { label: 'Update', onClick: () => void applyUpdate() },
  });
}

/**
 * Start-up, before the first render (and so before the persisted cache is restored): the real online state,
 * the mutation defaults that restored changes need, and (after load, in its own chunk) the service worker.
 */
export function startOffline(queryClient: QueryClient): void {
  initOnlineStatus();
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
