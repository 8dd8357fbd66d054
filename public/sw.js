/*
 * toollens offline support. The page stores everything it loaded in the cache once this worker
 * is active (see src/ui/offline/registerOffline.ts); from then on every same-origin GET of the
 * app's own files is answered from the cache first and refreshed from the network when it can
 * be, so the app opens without a connection after one visit; data the page fetches (an embed's
 * catalog) is fetched first and cached for offline. Nothing here ever talks to another origin.
 */
const CACHE = 'toollens-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  // A request with credentials (`toollens open`'s launch document and bridge) is never cached:
  // its answer is this run's alone, and the bridge's is an event stream that does not end.
  if (request.headers.has('Authorization')) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      // A query string (?embed=1) or a navigation to the page itself maps to the cached page.
      // ignoreVary: module scripts are fetched with an Origin header, and a server that answers
      // `Vary: Origin` (vite preview does) would make every cached script miss offline.
      const cached = await cache.match(request, {
        ignoreSearch: request.mode === 'navigate',
        ignoreVary: true,
      });
      const network = fetch(request)
        .then((response) => {
          if (response.ok) void cache.put(request, response.clone());
          return response;
        })
        .catch(() => undefined);
      // Data the page fetches itself (an embed's `catalog=./tools.json`) goes to the network
      // first: a docs site's edited catalog must show on the next visit, not the one after.
      // The app's own files (page, scripts, styles) are answered from the cache first.
      if (request.destination === '') return (await network) ?? cached ?? Response.error();
      return cached ?? (await network) ?? Response.error();
    }),
  );
});
