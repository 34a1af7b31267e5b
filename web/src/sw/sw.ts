/**
 * The service worker (issue 37, decision 0084), built by vite-plugin-pwa (web/pwa.ts) into dist/sw.js:
 * - precaches the app shell and every page's files (content-hashed; the list is injected at build time) and
 *   answers every navigation with the precached index.html, so the app and its public pages and demos open
 *   offline after one visit; files of an earlier build are removed when this one takes over;
 * - keeps the sample media (/media) for offline use; it never keeps an API reply (/api, /trpc): the signed-in
 *   pages' last data is the app's, stored per user (web/src/lib/offlineData.ts);
 * - waits when it updates an earlier worker, until the app's "Neue Version verfügbar — neu laden" asks it
 *   to take over (SKIP_WAITING), and then every tab reloads — no tab runs old code on new files;
 * - shows the server's push messages (notifications.ts) and opens their page on a click.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { clickAction, parsePushPayload, targetUrl } from './notifications';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** Paths the server answers itself (the Vite config's SERVER_PATHS and /dev): never the app's shell. */
const SERVER_ONLY = /^\/(api|trpc|media|dev)(\/|$)|^\/(robots\.txt|sitemap\.xml)$/;

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [SERVER_ONLY] }));

// The sample content's images and videos: shown from the cache at once, refreshed behind it.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/media/') &&
    request.destination === 'image',
  new StaleWhileRevalidate({
    cacheName: 'media',
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

// The first worker takes the open page at once (it was loaded from the network, so nothing is half old);
// a later one waits for SKIP_WAITING.
clientsClaim();

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const payload = parsePushPayload(event.data?.text());
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-maskable-192.png',
      lang: 'de',
      data: { url: payload.url },
      ...(payload.tag ? { tag: payload.tag } : {}),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = typeof event.notification.data?.url === 'string' ? event.notification.data.url : '/';
  const target = targetUrl(path, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const action = clickAction(
        target,
        windows.map((client) => ({ url: client.url, visible: client.visibilityState === 'visible' })),
      );
      if (action.kind === 'open') {
        await self.clients.openWindow(action.url);
        return;
      }
      const client = windows[action.index];
      if (!client) return;
      const focused = await client.focus();
      if (action.kind === 'navigate') await focused.navigate(action.url);
    })(),
  );
});
