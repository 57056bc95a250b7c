import { readEmbedded } from '../shared/config/embedded';
import { loadMoreTexts } from '../shared/i18n';

/** Registered once the page has settled, so it never competes with the first load. */
const REGISTER_DELAY_MS = 3000;

/**
 * Registers the service worker (config-server/service-worker.ts), then hands it the code this page
 * already loaded and the rest of the language's texts, so a repeat visit needs none of it from the
 * network and every screen opens offline. Not on a support preview.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || readEmbedded()?.preview) return;
  const start = () => setTimeout(() => void register(), REGISTER_DELAY_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function register(): Promise<void> {
  try {
    await navigator.serviceWorker.register('/m/sw.js', { scope: '/m/' });
    const warm = async () => {
      // The language's second chunk of texts, which every screen but the lobby's needs: fetched now
      // (the page has long settled), so those screens open offline too and without waiting later.
      await loadMoreTexts().catch(() => undefined);
      const urls = performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((u) => new URL(u).pathname.startsWith('/m/assets/'));
      navigator.serviceWorker.controller?.postMessage({ type: 'warm', urls });
    };
    // Once the worker controls this page (it claims it on activation), hand it what was loaded before.
    if (navigator.serviceWorker.controller) void warm();
    else navigator.serviceWorker.addEventListener('controllerchange', () => void warm(), { once: true });
  } catch {
    // No worker (private mode, old browser): the site works the same, only without the offline cache.
  }
}
