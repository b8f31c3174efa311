// The service worker of the offline app: on install it stores every file of
// the site in a cache named after the site's version, then answers the page's
// requests from that cache first (the network only for what is not there),
// so after one visit the page works with the network off. A new version
// installs in the background and waits; the page offers to reload
// (js/offline.mjs), which sends 'skipWaiting'. On activate, the caches of
// older versions are deleted. The worker never touches localStorage or
// IndexedDB: what the player saved stays through every update.
// The next line is written by scripts/precache.mjs when the site is assembled.
const PRECACHE = {"version":"dev","files":[],"hashes":{}}; // precache

const PREFIX = 'auspex-';
const CACHE = `${PREFIX}${PRECACHE.version}`;
const scope = () => self.registration.scope;

// The page's own download of its rules core (web/preload.js, on a first visit), kept for the
// worker: taken when its bytes have the hash the site was built with (PRECACHE.hashes), so the
// file is not downloaded a second time (WebKit's worker does not revalidate it from the page's
// HTTP cache). Read once, on install, then deleted.
const HANDOFF = `${PREFIX}handoff`;

const base64 = (buffer) => btoa(String.fromCharCode(...new Uint8Array(buffer)));

/** The page's copy of `url` when its bytes are the site's (its SHA-256 is `hash`), else null. */
async function handedOver(url, hash) {
  if (!hash || !(await caches.has(HANDOFF))) return null;
  const early = await (await caches.open(HANDOFF)).match(url);
  if (!early) return null;
  const bytes = await early.arrayBuffer();
  if (base64(await crypto.subtle.digest('SHA-256', bytes)) !== hash) return null;
  return new Response(bytes, { status: early.status, statusText: early.statusText, headers: early.headers });
}

self.addEventListener('install', (event) => {
  // cache: 'no-cache' asks the server each time, so no stale file enters the new version, and a
  // file the page has just downloaded comes back as a 304 where the browser revalidates it.
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    try {
      await Promise.all(PRECACHE.files.map(async (file) => {
        const url = new URL(file, scope());
        const response = await handedOver(url, PRECACHE.hashes[file])
          ?? await fetch(new Request(url, { cache: 'no-cache' }));
        if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
        await cache.put(url, response);
      }));
    } catch (error) {
      await caches.delete(CACHE); // all or nothing, as cache.addAll: the next visit tries again
      throw error;
    } finally {
      await caches.delete(HANDOFF);
    }
  })());
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
