/// <reference lib="webworker" />
// The console's service worker, built to dist/sw.js by vite.config.ts (esbuild, one file). It
// shows web push notifications, opens their url on click and answers failed page loads with
// the offline page. It caches nothing of the console itself (docs/decisions.md, "Service worker").
import {
  answersRequest,
  notificationOptionsOf,
  OFFLINE_ASSETS,
  OFFLINE_URL,
  offlineCacheName,
  openFromNotification,
  PUSH_MESSAGE,
  readPush,
  staleCaches,
  type ClientsLike,
} from '../src/features/push/worker-logic';

declare const self: ServiceWorkerGlobalScope;
/** A hash of the build's file names, so every build's worker differs and replaces the last. */
declare const __BUILD_ID__: string;
const CACHE = offlineCacheName(__BUILD_ID__);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll(OFFLINE_ASSETS.map((url) => new Request(url, { cache: 'reload' })));
      // The new build's worker takes over at once: it serves no stale files, so nothing breaks.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleCaches(await caches.keys(), __BUILD_ID__).map((name) => caches.delete(name)));
      // The page load starts while the worker wakes up, so the worker costs no time on the network.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  if (!answersRequest(event.request)) return;
  event.respondWith(
    (async () => {
      try {
        const preloaded = (await event.preloadResponse) as Response | undefined;
        return preloaded ?? (await fetch(event.request));
      } catch {
        return (await caches.match(OFFLINE_URL, { cacheName: CACHE })) ?? Response.error();
      }
    })(),
  );
});

self.addEventListener('push', (event) => {
  let json: unknown = null;
  try {
    json = event.data?.json();
  } catch {
    json = { body: event.data?.text() };
  }
  const push = readPush(json);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const window of windows) window.postMessage({ type: PUSH_MESSAGE, payload: json });
      await self.registration.showNotification(push.title, notificationOptionsOf(push));
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  event.waitUntil(openFromNotification(self.clients as unknown as ClientsLike, self.location.origin, url));
});
