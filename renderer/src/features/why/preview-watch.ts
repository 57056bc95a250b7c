import { i18next } from '../../shared/i18n';

/**
 * Issue 35 item 13: an open support preview learns that its link was revoked, without a reload. The
 * merchant's live-update channel says `preview` when one of its links was revoked (and the page asks
 * again when it comes back to the screen, and each time the channel opens); the page asks the server
 * whether its own link still works and, when it does not, shows the same "no longer works" page a
 * reload would. Plain DOM, loaded only on preview pages, like "why is this here?".
 */
export function watchPreview(token: string, merchantCode: string): () => void {
  let done = false;
  const check = async () => {
    if (done) return;
    const q = new URLSearchParams({ preview: token });
    const res = await fetch(`/api/preview/status?${q.toString()}`, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    }).catch(() => undefined);
    // Only the server's "invalid" ends the preview; a network failure is asked again later.
    if (res?.status === 403 && !done) {
      done = true;
      stop();
      showInvalid();
    }
  };
  const source =
    typeof EventSource === 'undefined'
      ? undefined
      : new EventSource(`/api/merchants/${encodeURIComponent(merchantCode)}/events`);
  source?.addEventListener('preview', () => void check());
  // Each time the stream opens (the first time too: a revoke may come before this chunk has loaded,
  // or while the stream was down), the page asks once.
  if (source) source.onopen = () => void check();
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  document.addEventListener('visibilitychange', onVisible);
  function stop() {
    source?.close();
    document.removeEventListener('visibilitychange', onVisible);
  }
  return stop;
}

/** The page the server answers a dead link with (config-server/web.ts previewInvalidPage), in place of the app. */
function showInvalid(): void {
  // The page's texts (its language's first chunk, loaded before any screen): importing the locale
  // files here split them out of that chunk, a file more on every page's first load.
  const tx = {
    title: i18next.t('common.previewInvalid.title'),
    body: i18next.t('common.previewInvalid.body'),
    home: i18next.t('common.previewInvalid.home'),
  };
  const main = document.createElement('main');
  main.id = 'preview-invalid';
  main.setAttribute(
    'style',
    'position:fixed;inset:0;z-index:2147483647;display:grid;place-content:center;gap:12px;padding:32px 24px;' +
      'text-align:center;background:var(--color-background,#f6f7f9);color:var(--color-text,#1d2330);' +
      "font:15px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif",
  );
  const h1 = document.createElement('h1');
  h1.textContent = tx.title;
  h1.setAttribute('style', 'font-size:22px;margin:0');
  const p = document.createElement('p');
  p.textContent = tx.body;
  p.setAttribute('style', 'margin:0 auto 12px;max-width:400px');
  const a = document.createElement('a');
  a.href = '/m/home';
  a.textContent = tx.home;
  a.setAttribute(
    'style',
    'justify-self:center;min-width:160px;padding:12px 24px;border-radius:999px;font-weight:700;text-decoration:none;' +
      'background:var(--color-primary,#1f6feb);color:var(--color-primary-contrast,#fff)',
  );
  main.append(h1, p, a);
  // The app, its dialogs and the preview banner go: nothing of the revoked preview stays readable or usable.
  document.body.replaceChildren(main);
  document.title = tx.title;
}
