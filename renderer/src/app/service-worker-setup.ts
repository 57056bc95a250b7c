import { getMerchantConfig } from '../shared/config';
import { getLanguage, loadMoreTexts } from '../shared/i18n';
import { QUERY_STALE_MS, queryClient, queryKeys } from '../shared/api';
import { useSessionStore } from '../shared/session';

/** Registered once the page has settled, so it never competes with the first load. */
const REGISTER_DELAY_MS = 3000;
/** The worker's cache of a member's public answers (config-server/service-worker.ts SW_SESSION_CACHE). */
const SESSION_CACHE = 'api-session';

/**
 * Registers the service worker (config-server/service-worker.ts), then hands it the code this page
 * already loaded, the public lists it fetched and the rest of the language's texts, so a repeat
 * visit needs none of it from the network and every screen opens offline. Loaded by
 * `registerServiceWorker` (service-worker.ts) in a chunk of its own, off the first load.
 */
export function setUpServiceWorker(): void {
  const start = () => setTimeout(() => void register(), REGISTER_DELAY_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  listenForUpdates();
  forgetSessionAnswers();
}

/** The query family of a public list the worker announced as changed (its key factory, shared/api). */
const FAMILIES: readonly [prefix: string, family: readonly string[]][] = [
  ['/api/content/', queryKeys.content.all],
  ['/api/games', queryKeys.games.all],
  ['/api/promotions', queryKeys.promotions.all],
];

/**
 * The worker answered a list from its cache and the network's answer differs: the screens showing
 * that family fetch again (the worker has the new one now). At most once per family per stale time,
 * so a list that changed twice in a row cannot make the page and the worker ask each other forever.
 */
function listenForUpdates(): void {
  const last = new Map<string, number>();
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; path?: unknown } | null;
    if (data?.type !== 'api-updated' || typeof data.path !== 'string') return;
    const path = data.path;
    const family = FAMILIES.find(([prefix]) => path.startsWith(prefix))?.[1];
    if (!family) return;
    const now = Date.now();
    if (now - (last.get(family[0]!) ?? 0) < QUERY_STALE_MS) return;
    last.set(family[0]!, now);
    void queryClient.invalidateQueries({ queryKey: family });
  });
}

/** A member's answers (read flags, their promotions) never outlive their session on this device. */
function forgetSessionAnswers(): void {
  useSessionStore.subscribe((state, before) => {
    if (state.session?.token !== before.session?.token)
      void caches.delete(SESSION_CACHE).catch(() => undefined);
  });
}

async function register(): Promise<void> {
  try {
    await navigator.serviceWorker.register('/m/sw.js', { scope: '/m/' });
    const warm = async () => {
      // The language's second chunk of texts, which every screen but the lobby's needs: fetched now
      // (the page has long settled), so those screens open offline too and without waiting later.
      await loadMoreTexts().catch(() => undefined);
      const loaded = performance.getEntriesByType('resource').map((e) => e.name);
      const urls = loaded.filter((u) => new URL(u).pathname.startsWith('/m/assets/'));
      // The public lists home asked for before the worker was there: it keeps a guest's copy of each.
      const api = {
        urls: loaded.filter((u) => new URL(u).pathname.startsWith('/api/')),
        merchant: getMerchantConfig().code,
        language: getLanguage(),
      };
      navigator.serviceWorker.controller?.postMessage({ type: 'warm', urls, api });
    };
    // Once the worker controls this page (it claims it on activation), hand it what was loaded before.
    if (navigator.serviceWorker.controller) void warm();
    else navigator.serviceWorker.addEventListener('controllerchange', () => void warm(), { once: true });
  } catch {
    // No worker (private mode, old browser): the site works the same, only without the offline cache.
  }
}
