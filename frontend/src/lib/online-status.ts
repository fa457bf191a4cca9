import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * TanStack Query v5 assumes "online" at start-up; a reload without network must instead start offline so
 * queries and queued changes pause (and show the cache) rather than fail. The browser's online/offline
 * events keep it current afterwards (onlineManager's own listeners).
 */
export function initOnlineStatus(): void {
  if (typeof navigator !== 'undefined' && 'onLine' in navigator) onlineManager.setOnline(navigator.onLine);
}

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}
