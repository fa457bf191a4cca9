// The one script of a static page (the welcome screen): it installs the service worker once the page has loaded, so
// the app can be installed and opened offline from the first visit. The app itself registers the same worker.
/* global window */
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  });
}
