import type { VitePWAOptions } from 'vite-plugin-pwa';

const THEME_COLOR = '#E8590C';
const BACKGROUND_COLOR = '#FAF7F2';

/**
 * The installable shell. API responses are never cached by the service worker: offline reads come from the
 * persisted TanStack Query cache, which knows whose data it is and is cleared at sign-out.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  // Registered from src/app/service-worker.ts after the first render, so workbox-window stays off the critical path.
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
  manifest: {
    id: '/',
    name: 'Potluck',
    short_name: 'Potluck',
    description: 'Plan potlucks with friends: RSVPs, who brings which dish, and what is still missing.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['food', 'lifestyle', 'social'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
    // Any app route opens offline from the cached shell; the API, the socket and sign-in never do.
    navigateFallback: '/index.html',
    // A join link is rendered by the server with the event in it: online it comes from the network (see below).
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/ws(\/|$)/, /^\/join\/[^/]+\/?$/],
    cleanupOutdatedCaches: true,
    // Push and notification clicks (public/push-sw.js): generateSW's documented way to add event handlers.
    importScripts: ['/push-sw.js'],
    clientsClaim: false,
    skipWaiting: false,
    runtimeCaching: [
      {
        // Join links: the server's page while online; offline, the copy from the last visit, else the app shell
        // (which shows the event from the persisted cache, or the name form that waits for the network).
        urlPattern: ({ request, url }) => request.mode === 'navigate' && /^\/join\/[^/]+\/?$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'potluck-join-pages',
          expiration: { maxEntries: 20, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [200] },
          plugins: [
            {
              handlerDidError: async () =>
                (await caches.match('/index.html', { ignoreSearch: true })) ?? Response.error(),
            },
          ],
        },
      },
      {
        // Dish photos, default illustrations and profile pictures (same-origin or not), never API responses.
        urlPattern: ({ request, url }) => request.destination === 'image' && !url.pathname.startsWith('/api/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'potluck-images',
          expiration: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
          cacheableResponse: { statuses: [0, 200] },
        },
      },
    ],
  },
};
