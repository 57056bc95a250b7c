import { isApiError } from '../../../shared/api';

/** A refusal for asking too soon (RATE_LIMITED with the platform's retryAfterMs): the wait, else undefined. */
export function retryAfterOf(err: unknown): number | undefined {
  if (!isApiError(err) || err.code !== 'RATE_LIMITED') return undefined;
  const wait = (err.details as { retryAfterMs?: unknown } | undefined)?.retryAfterMs;
  return typeof wait === 'number' && wait > 0 ? wait : undefined;
}
