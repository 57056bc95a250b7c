import { useConfigStore } from './config-store';
import type { MerchantConfig } from '../../../../schemas';

/** Fallback poll when the event stream is down (spec: an operator's save reaches open pages within 2 s). */
export const CONFIG_POLL_MS = 1500;

/** Conditional refetch: 304 keeps the current config, 200 brings the new one. */
export async function refetchConfig(code: string, etag: string): Promise<void> {
  const res = await fetch(`/api/merchants/${encodeURIComponent(code)}/config`, { headers: { 'If-None-Match': etag } });
  if (res.status !== 200) return;
  const config = (await res.json()) as MerchantConfig;
  useConfigStore.getState().receive({ etag: res.headers.get('ETag') ?? etag, config });
}

/**
 * Keeps the config fresh: server-sent events announce each publish (with its ETag); on a new ETag
 * the config is refetched. While the stream is broken, a conditional poll takes over.
 * Preview pages never follow live changes (their overrides would be lost).
 */
export function startLiveConfig(): () => void {
  const { current } = useConfigStore.getState();
  if (current.preview || typeof EventSource === 'undefined') return () => undefined;
  const code = current.config.code;
  const check = (etag?: string) => {
    const known = useConfigStore.getState().pending?.etag ?? useConfigStore.getState().current.etag;
    if (etag && etag === known) return;
    void refetchConfig(code, known).catch(() => undefined);
  };
  let poll: ReturnType<typeof setInterval> | undefined;
  const source = new EventSource(`/api/merchants/${encodeURIComponent(code)}/events`);
  source.addEventListener('config', (e) => {
    if (poll) clearInterval(poll);
    poll = undefined;
    try {
      check((JSON.parse((e as MessageEvent<string>).data) as { etag?: string }).etag);
    } catch {
      check();
    }
  });
  source.onerror = () => {
    poll ??= setInterval(() => check(), CONFIG_POLL_MS);
  };
  return () => {
    source.close();
    if (poll) clearInterval(poll);
  };
}
