import { readEmbedded } from '../shared/config/embedded';

/** Registered once the page has settled, so it never competes with the first load. */
const REGISTER_DELAY_MS = 3000;

/**
 * Registers the service worker (config-server/service-worker.ts), then hands it the code this page
 * already loaded, so a repeat visit needs none of it from the network. Not on a support preview.
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
    const warm = () => {
      const urls = performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((u) => new URL(u).pathname.startsWith('/m/assets/'));
      navigator.serviceWorker.controller?.postMessage({ type: 'warm', urls });
    };
    // Once the worker controls this page (it claims it on activation), hand it what was loaded before.
    if (navigator.serviceWorker.controller) warm();
    else navigator.serviceWorker.addEventListener('controllerchange', warm, { once: true });
  } catch {
    // No worker (private mode, old browser): the site works the same, only without the offline cache.
  }
}
