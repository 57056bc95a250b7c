import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api, errorKey } from '../../shared/api';
import type { Overrides } from './overrides';
import { queryKeys } from '../../shared/query-keys';

/** A signed preview link for the merchant, the draft (if any) and the overrides; renewed as they change. */
export function usePreviewLink(
  code: string,
  draft: Record<string, unknown> | undefined,
  overrides: Overrides,
  /** Issue 35: the merchant's staging copy instead of production (`draft` is then a draft of it). */
  staging = false,
) {
  const [state, setState] = useState<{ url?: string; frameUrl?: string; error?: string }>({});
  const qc = useQueryClient();
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      api<{ url: string; frameUrl: string }>(`/api/admin/merchants/${code}/preview`, {
        method: 'POST',
        body: {
          ...(draft ? { document: draft } : {}),
          overrides,
          ...(staging ? { environment: 'staging' } : {}),
        },
      })
        .then((r) => {
          // Every link is listed (and revocable) under the frames.
          void qc.invalidateQueries({ queryKey: queryKeys.previews.of(code) });
          if (live) setState({ url: r.url, frameUrl: r.frameUrl });
        })
        .catch((e: unknown) => live && setState({ error: errorKey(e) }));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [code, draft, overrides, qc, staging]);
  return state;
}
