/*
 * The player site's service worker (/m/sw.js, scope /m/): repeat visits load the app shell and its
 * content-hashed code from the cache; pages are network-first (a new release or config is seen at
 * once) with the cached shell, then an offline page, when the network is gone. Every screen's code is
 * precached at install, so a screen not visited yet opens offline too (issue 32 item 22).
 *
 * The public lists (banners, categories, notices, promotions, help, game lists) are kept by merchant
 * and language: offline a screen shows its last content. A guest's are served stale-while-revalidate
 * (the fresh answer replaces the cached one, and when it differs the open pages are told,
 * `api-updated`, so they fetch it); a member's (their read flags, their promotions' states) come from
 * the network first and are kept in a cache of their own, which the page drops whenever the session
 * changes (renderer/src/app/service-worker.ts). Every other API answer is never touched.
 *
 * Served as text (no build step): it runs in the browser's worker scope, not in Node.
 */
export const SERVICE_WORKER_PATH = '/m/sw.js';
export const OFFLINE_PATH = '/m/offline.html';
/** Bump when the caching rules change: old page caches are dropped on activation. */
export const SW_VERSION = 'v1';
/** Content-hashed files kept at most (oldest dropped first): about two releases of the app. */
export const SW_MAX_ASSETS = 400;
/** Public API answers kept at most, per cache (guest, member): game-list pages and searches add up. */
export const SW_MAX_API = 300;
/** The member's cache of public answers: the renderer drops it whenever the session changes. */
export const SW_SESSION_CACHE = 'api-session';
/** Downloads at once while precaching the screens' code (a phone's connection, not a burst). */
const PRECACHE_PARALLEL = 4;

/**
 * The public GETs served from the cache when the network is gone (platform-api routes content,
 * games, promotions). Not the winners board or the live anchors (they change by the minute), and
 * nothing under a member's own paths.
 */
export const PUBLIC_API_PATTERNS: readonly RegExp[] = [
  /^\/api\/content\/(announcements|notices|popular|banners|help|downloads|customer-service)$/,
  /^\/api\/games(\/(hot|vendors|menus|lottery|lottery\/menu))?$/,
  /^\/api\/promotions(\/categories|\/\d+)?$/,
];

type BuildManifest = Record<string, { file: string; css?: string[] }>;

/** Every JS and CSS file of the player's build (Vite's manifest), as the worker precaches them. */
export function precacheList(manifest: BuildManifest | undefined): string[] {
  const files = new Set<string>();
  for (const e of Object.values(manifest ?? {}))
    for (const f of [e.file, ...(e.css ?? [])]) if (/\.(js|css)$/.test(f)) files.add(`/m/${f}`);
  return [...files].sort();
}

/** The worker's script; `precache` (the build's code) is part of it, so a new build installs a new worker. */
export function serviceWorkerSource(precache: readonly string[] = []): string {
  return `'use strict';
const PAGES = 'pages-${SW_VERSION}';
const ASSETS = 'assets';
const STATIC = 'static-${SW_VERSION}';
const API = 'api-${SW_VERSION}';
const API_SESSION = '${SW_SESSION_CACHE}';
const OFFLINE = '${OFFLINE_PATH}';
const HOME = '/m/home';
const PRECACHE = ${JSON.stringify(precache)};
const MAX_ASSETS = ${Math.max(SW_MAX_ASSETS, 2 * precache.length)};
const MAX_API = ${SW_MAX_API};
const PUBLIC_API = [${PUBLIC_API_PATTERNS.map(String).join(', ')}];
const KEEP = [PAGES, ASSETS, STATIC, API, API_SESSION];

// Every screen's code, so one not visited yet opens offline; what the HTTP cache holds costs nothing.
async function precache() {
  const cache = await caches.open(ASSETS);
  const queue = PRECACHE.slice();
  const worker = async () => {
    for (let u = queue.shift(); u; u = queue.shift()) if (!(await cache.match(u))) await cache.add(u).catch(() => undefined);
  };
  await Promise.all(Array.from({ length: ${PRECACHE_PARALLEL} }, worker));
}

self.addEventListener('install', (event) => {
  // The offline page, and the app shell (every path of the app boots from it) for a first offline visit.
  const shell = caches.open(PAGES).then((c) => Promise.all([OFFLINE, HOME].map((u) => c.add(new Request(u, { cache: 'reload' })))));
  event.waitUntil(Promise.all([shell, precache()]).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  // Claim the open page too: the code it loads from now on (lazy screens) is cached as it arrives.
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((k) => !KEEP.includes(k)).map((k) => caches.delete(k)))).then(() => self.clients.claim()));
});

// The page lists the code it already loaded (before this worker controlled it): cache it now, so the
// next visit needs none of it from the network. The files are immutable, so the HTTP cache answers.
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type !== 'warm' || !Array.isArray(data.urls)) return;
  if (data.api) event.waitUntil(warmApi(data.api));
  const urls = data.urls.filter((u) => typeof u === 'string' && new URL(u, self.location.origin).pathname.startsWith('/m/assets/')).slice(0, MAX_ASSETS);
  event.waitUntil(caches.open(ASSETS).then(async (cache) => {
    for (const u of urls) if (!(await cache.match(u))) await cache.add(u).catch(() => undefined);
    await trim(cache);
  }));
});

const cacheable = (res) => res && res.ok && res.type === 'basic' && !/no-store|private/.test(res.headers.get('cache-control') || '');

async function trim(cache, max = MAX_ASSETS) {
  const keys = await cache.keys();
  for (const k of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(k);
}

const isPublicApi = (url) => PUBLIC_API.some((p) => p.test(url.pathname));
// One entry per merchant and language: the answers differ by both (the API's Vary).
function apiKey(url, merchant, language) {
  const k = new URL(url.href);
  k.searchParams.set('sw-merchant', merchant || '');
  k.searchParams.set('sw-lang', language || '');
  return k.href;
}

// The public lists the page loaded before this worker controlled it: fetched again (the HTTP cache
// mostly answers) and kept as a guest's, so the first visit already works offline.
async function warmApi({ urls, merchant, language }) {
  if (!Array.isArray(urls)) return;
  const cache = await caches.open(API);
  for (const u of urls.slice(0, MAX_API)) {
    const url = new URL(u, self.location.origin);
    if (url.origin !== self.location.origin || !isPublicApi(url)) continue;
    const key = apiKey(url, merchant, language);
    if (await cache.match(key)) continue;
    const headers = { 'X-Merchant-Code': merchant || '', 'Accept-Language': language || '', Accept: 'application/json' };
    const res = await fetch(url.href, { headers }).catch(() => undefined);
    if (cacheable(res)) await cache.put(key, res);
  }
  await trim(cache, MAX_API);
}

async function tell(path) {
  for (const c of await self.clients.matchAll({ type: 'window' })) c.postMessage({ type: 'api-updated', path });
}

// A guest's lists: stale-while-revalidate, the cached answer at once and the network's kept for next
// time; a different fresh answer is announced to the pages. A member's change with what they do (read
// flags, promotions joined): the network's answer first, the cached one (theirs, else a guest's) only
// when there is no network.
async function api(event, req, url) {
  const key = apiKey(url, req.headers.get('x-merchant-code'), req.headers.get('accept-language'));
  const member = req.headers.has('authorization');
  const cache = await caches.open(member ? API_SESSION : API);
  const cached = async () => (await cache.match(key)) || (member ? await (await caches.open(API)).match(key) : undefined);
  if (member) {
    try {
      const res = await fetch(req);
      if (cacheable(res)) { await cache.put(key, res.clone()); void trim(cache, MAX_API); }
      return res;
    } catch (e) {
      return (await cached()) || Response.error();
    }
  }
  const stale = await cached();
  const staleBody = stale ? stale.clone().text() : undefined;
  const update = fetch(req).then(async (res) => {
    if (!cacheable(res)) return res;
    const body = await res.clone().text();
    await cache.put(key, res.clone());
    void trim(cache, MAX_API);
    if (staleBody && (await staleBody) !== body) await tell(url.pathname);
    return res;
  });
  if (!stale) return update.catch(() => Response.error());
  event.waitUntil(update.catch(() => undefined));
  return stale;
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
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin || url.searchParams.has('preview')) return;
  if (isPublicApi(url)) return event.respondWith(api(event, req, url));
  if (req.headers.has('authorization')) return;
  if (url.pathname.startsWith('/m/assets/')) event.respondWith(asset(req));
  else if (req.mode === 'navigate' && (url.pathname === '/m' || url.pathname.startsWith('/m/'))) event.respondWith(page(req, url));
  else if (url.pathname.startsWith('/assets/merchants/') || url.pathname.startsWith('/api/content/art/')) event.respondWith(fresh(req));
});
`;
}
