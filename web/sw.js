// Keeps the game playable offline once it has been opened: the page's files (the engine's
// worker and the music among them) are put in the browser's cache when the service worker is
// installed (the browser's own cache usually serves them, so little is fetched twice), and every
// later fetch refreshes them. They are served from the cache only when the network fails
// (network first), so an update is never held back by the cache.
const CACHE = 'asalto-v3';
const PAGE = ['./', 'index.html', 'asalto.js', 'asalto_bg.wasm', 'engine-worker.js',
  'asalto_worker.js', 'asalto_worker_bg.wasm', 'manifest.webmanifest', 'icon-192.png',
  'icon-512.png', 'assets/audio/music_menu.ogg', 'assets/audio/music_game.ogg'];
self.addEventListener('install', (event) => {
  self.skipWaiting();
  // One file that cannot be fetched does not keep the others out.
  event.waitUntil(caches.open(CACHE).then((cache) =>
    Promise.all(PAGE.map((file) => cache.add(file).catch(() => undefined)))));
});
self.addEventListener('activate', (event) => event.waitUntil(
  caches.keys()
    .then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
    .then(() => self.clients.claim())));
self.addEventListener('fetch', (event) => {
  if (event.request.method !== 'GET') return;
  event.respondWith(
    fetch(event.request)
      .then((response) => {
        if (response.ok && new URL(event.request.url).origin === self.location.origin) {
          const copy = response.clone();
          caches.open(CACHE).then((cache) => cache.put(event.request, copy));
        }
        return response;
      })
      .catch(() => caches.match(event.request).then((hit) => hit || Response.error())),
  );
});
