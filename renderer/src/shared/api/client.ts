import { toApiError, ApiError } from './api-error';

/** What the client needs from the rest of the app; wired once in app/ (keeps shared/ free of stores' cycles). */
export interface ClientContext {
  merchantCode: () => string;
  language: () => string;
  token: () => string | undefined;
  /** Called when the server says the session (the token the request carried) is gone, so the app can sign the player out. */
  onSessionExpired?: (token: string) => void;
  /** Called when a request is still unanswered after `slowAfterMs()` (spec §8 slow connection). */
  onSlow?: () => void;
  slowAfterMs?: () => number;
}

let ctx: ClientContext | undefined;
/** Headers every request carries besides the usual ones (issue 35: app/segment-traits sets the player's audience). */
export const extraHeaders: Record<string, string> = {};
export const configureApiClient = (c: ClientContext) => {
  ctx = c;
};

/**
 * The session token requests carry now, and the sign-out a 401 SESSION_EXPIRED takes, for news of the
 * session from elsewhere (the merchant's event stream: the console ended it, issue 34).
 */
export const currentSessionToken = (): string | undefined => ctx?.token();
export function sessionEndedElsewhere(token: string): void {
  if (ctx?.token() === token) ctx.onSessionExpired?.(token);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Form-encoded body (the spec's forgot-by-email and head-icon calls). */
  form?: Record<string, string>;
  /** Multipart body (reward pictures); the browser sets its Content-Type with the boundary. */
  multipart?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Read the answer as a Blob (pictures only their owner may see, fetched with the session). */
  binary?: boolean;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

/** The one fetch of the app: merchant, language and session headers; errors become ApiError. */
async function send(path: string, opts: RequestOptions): Promise<{ res: Response; data: unknown }> {
  if (!ctx) throw new Error('api client not configured');
  const headers: Record<string, string> = {
    'X-Merchant-Code': ctx.merchantCode(),
    'Accept-Language': ctx.language(),
    Accept: 'application/json',
    ...extraHeaders,
    ...opts.headers,
  };
  const token = ctx.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.multipart) {
    body = opts.multipart;
  } else if (opts.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  } else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  const { onSlow, slowAfterMs } = ctx;
  const slow = onSlow && slowAfterMs ? setTimeout(onSlow, slowAfterMs()) : undefined;
  try {
    res = await fetch(buildUrl(path, opts.query), {
      method: opts.method ?? 'GET',
      headers,
      body,
      signal: opts.signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(navigator.onLine === false ? 'NO_INTERNET' : 'LOAD_FAILED', 0, String(e));
  } finally {
    clearTimeout(slow);
  }
  if (opts.binary && res.ok) return { res, data: await res.blob() };
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok && res.status !== 304) {
    const err = toApiError(res.status, data);
    if (token && (err.code === 'SESSION_EXPIRED' || err.code === 'NOT_LOGGED_IN'))
      ctx.onSessionExpired?.(token);
    throw err;
  }
  return { res, data };
}

export async function apiFetch<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  return (await send(path, opts)).data as T;
}

/** A conditional GET (If-None-Match): undefined when unchanged (304), else the new body and its ETag. */
export async function apiFetchIfChanged(
  path: string,
  etag: string,
): Promise<{ etag?: string; data: unknown } | undefined> {
  const { res, data } = await send(path, { headers: { 'If-None-Match': etag } });
  return res.status === 304 ? undefined : { etag: res.headers.get('ETag') ?? undefined, data };
}

/** A binary answer (a private picture) as a Blob; errors as for apiFetch. */
export async function apiFetchBlob(path: string, opts: Omit<RequestOptions, 'binary'> = {}): Promise<Blob> {
  return (await send(path, { ...opts, binary: true })).data as Blob;
}
