/*
 * The player site's service worker (/m/sw.js, scope /m/): repeat visits load the app shell and its
 * content-hashed code from the cache; pages are network-first (a new release or config is seen at
 * once) with the cached shell, then an offline page, when the network is gone. API answers are never
 * touched, so nothing that carries a session is ever stored.
 *
 * Served as text (no build step): it runs in the browser's worker scope, not in Node.
 */
export const SERVICE_WORKER_PATH = '/m/sw.js';
export const OFFLINE_PATH = '/m/offline.html';
/** Bump when the caching rules change: old page caches are dropped on activation. */
export const SW_VERSION = 'v1';
/** Content-hashed files kept at most (oldest dropped first): about two releases of the app. */
export const SW_MAX_ASSETS = 400;

export function serviceWorkerSource(): string {
  return `'use strict';
const PAGES = 'pages-${SW_VERSION}';
const ASSETS = 'assets';
const STATIC = 'static-${SW_VERSION}';
const OFFLINE = '${OFFLINE_PATH}';
const HOME = '/m/home';
const MAX_ASSETS = ${SW_MAX_ASSETS};

self.addEventListener('install', (event) => {
  // The offline page, and the app shell (every path of the app boots from it) for a first offline visit.
  event.waitUntil(caches.open(PAGES).then((c) => Promise.all([OFFLINE, HOME].map((u) => c.add(new Request(u, { cache: 'reload' }))))).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  // Claim the open page too: the code it loads from now on (lazy screens) is cached as it arrives.
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((k) => k !== PAGES && k !== ASSETS && k !== STATIC).map((k) => caches.delete(k)))).then(() => self.clients.claim()));
});

// The page lists the code it already loaded (before this worker controlled it): cache it now, so the
// next visit needs none of it from the network. The files are immutable, so the HTTP cache answers.
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type !== 'warm' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u) => typeof u === 'string' && new URL(u, self.location.origin).pathname.startsWith('/m/assets/')).slice(0, MAX_ASSETS);
  event.waitUntil(caches.open(ASSETS).then(async (cache) => {
    for (const u of urls) if (!(await cache.match(u))) await cache.add(u).catch(() => undefined);
    await trim(cache);
  }));
});

const cacheable = (res) => res && res.ok && res.type === 'basic' && !/no-store|private/.test(res.headers.get('cache-control') || '');

async function trim(cache) {
  const keys = await cache.keys();
  for (const k of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) await cache.delete(k);
}

async function asset(req) {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(req);
  if (hit) return hit;
  const res = await fetch(req);
  if (cacheable(res)) { await cache.put(req, res.clone()); void trim(cache); }
  return res;
}

async function page(req, url) {
  const cache = await caches.open(PAGES);
  const key = url.origin + url.pathname;
  try {
    const res = await fetch(req);
    if (cacheable(res) && (res.headers.get('content-type') || '').startsWith('text/html')) await cache.put(key, res.clone());
    return res;
  } catch (e) {
    // Every page is the same app: the shell of another path (home) opens this one too.
    return (await cache.match(key)) || (await cache.match(HOME)) || (await cache.match(OFFLINE)) || Response.error();
  }
}

async function fresh(req) {
  const cache = await caches.open(STATIC);
  const hit = await cache.match(req);
  const update = fetch(req).then((res) => { if (cacheable(res)) void cache.put(req, res.clone()); return res; }).catch(() => undefined);
  return hit || (await update) || Response.error();
}

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || req.headers.has('authorization')) return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin || url.searchParams.has('preview')) return;
  if (url.pathname.startsWith('/m/assets/')) event.respondWith(asset(req));
  else if (req.mode === 'navigate' && (url.pathname === '/m' || url.pathname.startsWith('/m/'))) event.respondWith(page(req, url));
  else if (url.pathname.startsWith('/assets/merchants/') || url.pathname.startsWith('/api/content/art/')) event.respondWith(fresh(req));
});
`;
}
