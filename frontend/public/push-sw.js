// Web Push for the installed app, imported by the generated service worker (vite.pwa.ts, workbox.importScripts).
// A push carries {title, body, url, tag, renotify, icon} (PushMessage in backend/src/contracts/notifications.contract.ts).
/* global self, clients */

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = message.title || 'Potluck';
  // Only paths of this app are opened, whatever a push says.
  const url =
    typeof message.url === 'string' && message.url.startsWith('/') && !message.url.startsWith('//') ? message.url : '/';
  const options = {
    body: message.body || '',
    icon: message.icon || '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    tag: message.tag,
    data: { url },
  };
  // A newer notification of the same conversation replaces the one shown and alerts again (only with a tag).
  if (message.tag && message.renotify === true) options.renotify = true;
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
      // A window already on that page comes to the front; else any window of the app goes there; else a new one.
      const same = windows.find((w) => new URL(w.url).pathname === target.pathname);
      if (same) return same.focus();
      const any = windows.find((w) => new URL(w.url).origin === target.origin && 'navigate' in w);
      if (any) {
        const focused = await any.focus();
        return focused.navigate(target.href);
      }
      return clients.openWindow(target.href);
    })(),
  );
});
