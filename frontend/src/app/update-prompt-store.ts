import { useSyncExternalStore } from 'react';

type ApplyUpdate = () => Promise<void>;

let pending: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/** Called by the service worker registration when a new version is installed and waiting. */
export function offerUpdate(apply: ApplyUpdate): void {
  pending = apply;
  listeners.forEach((l) => l());
}

export function dismissUpdate(): void {
  pending = null;
  listeners.forEach((l) => l());
}

export function useUpdateOffer(): ApplyUpdate | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => pending,
    () => null,
  );
}
