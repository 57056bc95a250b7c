/** An API failure with the catalogue code (schemas/errors.schema.ts); screens translate `errors.<code>`. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get messageKey(): string {
    return `errors.${this.code}`;
  }
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; details?: unknown };
}

/** Maps an error response (`{ error: { code, message, details } }`) to an ApiError. */
export function toApiError(status: number, body: unknown): ApiError {
  const e = (body as ErrorBody | undefined)?.error;
  const code = typeof e?.code === 'string' ? e.code : status === 0 ? 'NO_INTERNET' : 'UNKNOWN';
  return new ApiError(code, status, typeof e?.message === 'string' ? e.message : code, e?.details);
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/**
 * An address the platform answered with (a game, a chat room, a cashier): an empty one is the spec's
 * "requested url empty" (URL_EMPTY), never a navigation to nowhere (which would reload the page).
 */
export function requireUrl(url: string | null | undefined): string {
  if (!url?.trim()) throw new ApiError('URL_EMPTY', 0, 'URL_EMPTY');
  return url;
}

/** The locale key that says why a call failed (catalogue code, else the generic one). */
export const errorMessageKey = (e: unknown): string => (isApiError(e) ? e.messageKey : 'errors.UNKNOWN');
