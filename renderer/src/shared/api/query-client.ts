import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { isOnline } from './online';

/** Statuses that retrying cannot fix. */
const NO_RETRY = new Set([400, 401, 403, 404, 409, 412, 413, 415, 422, 423, 428, 451]);
export const QUERY_STALE_MS = 30_000;
const MAX_RETRIES = 2;

/*
 * Offline (issue 32 item 22): every call still goes out, because the service worker answers the
 * public lists from its cache; what it cannot answer fails at once (no retries without a network)
 * and the screen shows its error and retry, never a skeleton waiting for ever (React Query's default
 * `online` mode pauses calls offline). Back online, every screen on view fetches again by itself.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: QUERY_STALE_MS,
      networkMode: 'always',
      refetchOnWindowFocus: false,
      refetchOnReconnect: 'always',
      retry: (count, error) =>
        count < MAX_RETRIES &&
        !(isApiError(error) && (NO_RETRY.has(error.status) || error.code === 'NO_INTERNET')),
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

// React Query assumes it starts online: a page opened offline would never see the change back.
onlineManager.setOnline(isOnline());
