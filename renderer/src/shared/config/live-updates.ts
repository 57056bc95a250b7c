import { QueryObserver } from '@tanstack/react-query';
import { queryClient, queryKeys } from '../api';
import { merchantConfigQuery } from './config-query';
import { useConfigStore } from './config-store';

/** Fallback poll when the event stream is down (spec: an operator's save reaches open pages within 2 s). */
export const CONFIG_POLL_MS = 1500;

/**
 * Keeps the config fresh: server-sent events announce each publish (with its ETag); on a new ETag
 * the config query refetches (conditional: 304 keeps it). While the stream is broken the query polls.
 * Each config the query holds goes to the store, whose editing guard decides when screens show it.
 * Preview pages never follow live changes (their overrides would be lost).
 */
export function startLiveConfig(): () => void {
  const { current } = useConfigStore.getState();
  if (current.preview || typeof EventSource === 'undefined') return () => undefined;
  const options = merchantConfigQuery(current);
  const observer = new QueryObserver(queryClient, options);
  const unsubscribe = observer.subscribe((r) => {
    if (r.data) useConfigStore.getState().receive(r.data);
  });
  const polling = (on: boolean) =>
    observer.setOptions({ ...options, refetchInterval: on ? CONFIG_POLL_MS : false });
  const source = new EventSource(`/api/merchants/${encodeURIComponent(current.config.code)}/events`);
  source.addEventListener('config', (e) => {
    polling(false);
    let etag: string | undefined;
    try {
      etag = (JSON.parse((e as MessageEvent<string>).data) as { etag?: string }).etag;
    } catch {
      etag = undefined;
    }
    if (!etag || etag !== observer.getCurrentResult().data?.etag) void observer.refetch();
  });
  // An operator changed announcements, promotions, banners or help (issue 11): what the page shows
  // refetches now (active queries; the others when next used), without a reload.
  const refreshContent = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.promotions.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.content.all });
  };
  source.addEventListener('content', refreshContent);
  // The console ended sessions (issue 34): rare, so its code (SHA-256 of the token) loads when one comes.
  source.addEventListener('session-ended', (e) => {
    const data = (e as MessageEvent<string>).data;
    void import('../api/session-ended').then((m) => m.signOutIfEnded(data));
  });
  // Content events sent while the stream was down are lost: reconnecting refreshes content once.
  let lost = false;
  source.onopen = () => {
    if (lost) refreshContent();
    lost = false;
  };
  source.onerror = () => {
    lost = true;
    polling(true);
  };
  return () => {
    source.close();
    unsubscribe();
  };
}
