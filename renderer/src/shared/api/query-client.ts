import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Statuses that retrying cannot fix. */
const NO_RETRY = new Set([400, 401, 403, 404, 409, 412, 413, 415, 422, 423, 428, 451]);
export const QUERY_STALE_MS = 30_000;
const MAX_RETRIES = 2;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: QUERY_STALE_MS,
      refetchOnWindowFocus: false,
      retry: (count, error) => count < MAX_RETRIES && !(isApiError(error) && NO_RETRY.has(error.status)),
    },
    mutations: { retry: false },
  },
});
