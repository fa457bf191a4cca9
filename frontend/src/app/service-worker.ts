import { registerSW } from 'virtual:pwa-register';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker ('prompt' mode). A new version waits until the user accepts it: `onNeedRefresh`
 * gets a function that activates it and reloads, so a half-filled form is never lost to a silent reload.
 */
export function registerServiceWorker(onNeedRefresh: (applyUpdate: () => Promise<void>) => void): void {
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => onNeedRefresh(() => updateServiceWorker(true)),
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      // An installed app can stay open for days: look for a new version hourly and on return to the foreground.
      const check = () => {
        if (navigator.onLine && registration.installing === null) void registration.update().catch(() => undefined);
      };
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
    },
  });
}
