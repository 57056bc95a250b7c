import { queryOptions } from '@tanstack/react-query';
import { apiFetchIfChanged, queryClient } from '../api';
import { isEmbedded, type EmbeddedConfig } from './embedded';

/** GET /api/merchants/:code/config (the config server's public route, ETag + 304). */
export const configPath = (code: string) => `/api/merchants/${encodeURIComponent(code)}/config`;

/**
 * The merchant config as server data: starts from the config embedded in index.html; a refetch is
 * conditional on the ETag it holds (304 keeps it, 200 brings the new one, checked before use).
 * What the screens show is decided by the config store's editing guard (config-store.ts).
 */
export const merchantConfigQuery = (initial: EmbeddedConfig) =>
  queryOptions({
    queryKey: ['config', initial.config.code] as const,
    initialData: initial,
    staleTime: Infinity,
    queryFn: async ({ queryKey }): Promise<EmbeddedConfig> => {
      const known = queryClient.getQueryData<EmbeddedConfig>(queryKey) ?? initial;
      const changed = await apiFetchIfChanged(configPath(known.config.code), known.etag);
      if (!changed) return known;
      const next = { etag: changed.etag ?? known.etag, config: changed.data };
      if (!isEmbedded(next)) throw new Error('merchant config response is not a config');
      return next;
    },
  });
