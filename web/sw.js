// The service worker of the offline app: on install it stores every file of
// the site in a cache named after the site's version, then answers the page's
// requests from that cache first (the network only for what is not there),
// so after one visit the page works with the network off. A new version
// installs in the background and waits; the page offers to reload
// (js/offline.mjs), which sends 'skipWaiting'. On activate, the caches of
// older versions are deleted. The worker never touches localStorage or
// IndexedDB: what the player saved stays through every update.
// The next line is written by scripts/precache.mjs when the site is assembled.
const PRECACHE = {"version":"dev","files":[]}; // precache

const PREFIX = 'auspex-';
const CACHE = `${PREFIX}${PRECACHE.version}`;
const scope = () => self.registration.scope;

self.addEventListener('install', (event) => {
  // cache: 'no-cache' asks the server each time, so no stale file enters the new version, and a
  // file the page has just downloaded (the rules core) comes back as a 304, not downloaded twice.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(
    PRECACHE.files.map((file) => new Request(new URL(file, scope()), { cache: 'no-cache' })),
  )));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    // The first visit's page is controlled at once, without a reload.
    await self.clients.claim();
  })());
});

// The page's "Recharger" button: this waiting version takes over.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skipWaiting') self.skipWaiting();
});

/** The cache key for a request: the page itself for "./", "index.html", any query. */
function keyOf(request) {
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    const path = url.href.slice(0, url.href.length - url.search.length - url.hash.length);
    if (path === scope() || path === new URL('index.html', scope()).href) return new URL('index.html', scope()).href;
  }
  url.hash = '';
  return url.href;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(scope())) return;
  event.respondWith((async () => {
    const cached = await caches.open(CACHE).then((cache) => cache.match(keyOf(request)));
    return cached ?? fetch(request);
  })());
});
