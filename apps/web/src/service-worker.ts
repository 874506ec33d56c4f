/// <reference types="@sveltejs/kit" />
/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
/**
 * The site's service worker, for one job: showing "your move" notifications where a page may not (Android Chrome shows
 * them only from a service worker), and bringing the game's table to the front when one is tapped. It handles no
 * fetches: the app loads and polls exactly as without it.
 */
const sw = self as unknown as ServiceWorkerGlobalScope;

sw.addEventListener('install', () => void sw.skipWaiting());
sw.addEventListener('activate', (event) => event.waitUntil(sw.clients.claim()));

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = typeof event.notification.data?.path === 'string' ? event.notification.data.path : '/';
  event.waitUntil(
    (async () => {
      const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).pathname === path);
      if (open) return open.focus();
      return sw.clients.openWindow(path);
    })(),
  );
});
