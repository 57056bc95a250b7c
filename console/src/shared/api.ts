import { useSessionStore } from './session-store';
import { i18n } from './i18n';

/** An error answer of the API: its catalogue code and details (problems, conflict…). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly details?: unknown,
  ) {
    super(code);
  }
}

/** The console's one fetch wrapper: bearer token, language, JSON (or a multipart form, sent as is), and error bodies as ApiError. */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const { token, signOut } = useSessionStore.getState();
  const form = init.body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? 'GET',
      headers: {
        'Accept-Language': i18n.language,
        // A form's content type carries its boundary: the browser sets it.
        ...(init.body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : form ? (init.body as FormData) : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError(0, 'NO_INTERNET');
  }
  if (res.status === 204) return undefined as T;
  const body = (await res.json().catch(() => undefined)) as
    { error?: { code: string; details?: unknown } } | undefined;
  if (!res.ok) {
    if (res.status === 401 && token) signOut();
    throw new ApiError(res.status, body?.error?.code ?? 'UNKNOWN', body?.error?.details);
  }
  return body as T;
}

export const errorKey = (e: unknown): string => `errors.${e instanceof ApiError ? e.code : 'UNKNOWN'}`;

/** A binary answer (an identity picture) as a Blob, with the session; errors as for `api`. */
export async function apiBlob(path: string): Promise<Blob> {
  const { token, signOut } = useSessionStore.getState();
  let res: Response;
  try {
    res = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, 'NO_INTERNET');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => undefined)) as { error?: { code: string } } | undefined;
    if (res.status === 401 && token) signOut();
    throw new ApiError(res.status, body?.error?.code ?? 'UNKNOWN');
  }
  return res.blob();
}
