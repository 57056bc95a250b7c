import { readEmbedded } from '../shared/config/embedded';

/**
 * The offline worker for this page (not on a support preview): its set-up (registration after the
 * page settles, the list-updated messages, a member's cached answers) is a chunk of its own, fetched
 * while the first screen renders, so none of it weighs on the first load (issue 29's 150 KB budget).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || readEmbedded()?.preview) return;
  void import('./service-worker-setup').then((m) => m.setUpServiceWorker()).catch(() => undefined); // no worker: the site works the same, only without the offline cache
}
