import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** How often the server is asked whether the network is back, while a failed request is the only sign of offline. */
export const PROBE_INTERVAL_MS = 5000;
const PROBE_URL = '/api/health';

let probeTimer: ReturnType<typeof setTimeout> | undefined;

/** One request that needs no session and is never cached: true when the server answered at all. */
async function serverReachable(): Promise<boolean> {
  try {
    await fetch(PROBE_URL, { method: 'GET', cache: 'no-store', credentials: 'omit' });
    return true;
  } catch {
    return false;
  }
}

function scheduleProbe(): void {
  if (probeTimer !== undefined) return;
  probeTimer = setTimeout(() => {
    probeTimer = undefined;
    if (onlineManager.isOnline()) return;
    void serverReachable().then((reachable) => {
      if (reachable) onlineManager.setOnline(true);
      else scheduleProbe();
    });
  }, PROBE_INTERVAL_MS);
}

/**
 * navigator.onLine only says whether a network interface is up: it stays true on a network without internet,
 * and browsers do not always report an emulated or flaky loss. A request that fails at the network level is the
 * real sign: the app then counts as offline (queries and queued changes pause, the banner shows) until the server
 * answers a probe again or the browser reports it is back online.
 */
export function reportNetworkFailure(): void {
  if (onlineManager.isOnline()) onlineManager.setOnline(false);
  scheduleProbe();
}

/** Any answer from the server, even an error status, proves the network works. */
export function reportServerAnswered(): void {
  if (!onlineManager.isOnline()) onlineManager.setOnline(true);
}

/**
 * TanStack Query v5 assumes "online" at start-up; a reload without network must instead start offline so
 * queries and queued changes pause (and show the cache) rather than fail. When the browser claims to be online,
 * one probe confirms it. The browser's online/offline events keep it current afterwards (onlineManager's own
 * listeners).
 */
export function initOnlineStatus(): void {
  if (typeof navigator === 'undefined' || !('onLine' in navigator)) return;
  onlineManager.setOnline(navigator.onLine);
  if (navigator.onLine && typeof fetch === 'function') {
    void serverReachable().then((reachable) => {
      if (!reachable) reportNetworkFailure();
    });
  }
}

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}
