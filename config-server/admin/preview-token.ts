import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FromSchema } from 'json-schema-to-ts';
import type { overridesSchema } from './schemas';

/** What a support person overrides in a preview; nothing else of the config can be changed by a link. */
export type PreviewOverrides = FromSchema<typeof overridesSchema, { keepDefaultedPropertiesOptional: true }>;
export interface PreviewPayload {
  /** Merchant code. */
  m: string;
  /** Draft id (an unsaved editor document stored server-side), if any. */
  d?: string;
  /** The link's row in preview_links: a link that is revoked, or has no row, renders nothing. */
  l?: string;
  /** A console frame token: renders on any host of this server, but only inside a same-origin frame. */
  f?: 1;
  o: PreviewOverrides;
  /** A promotion to show before it is published (content preview, issue 11). */
  c?: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export const PREVIEW_TTL_S = 24 * 60 * 60;

/**
 * HMAC-SHA256 signer for preview links. Production refuses to sign without APP_SECRET; demo mode
 * derives a random secret per process (links die with the process) and says so once.
 */
export function previewSigner(secret: string | undefined, production: boolean, warn: (msg: string) => void) {
  let key = secret;
  if (!key && !production) {
    key = randomBytes(32).toString('base64url');
    warn(
      'APP_SECRET is not set: preview links are signed with a random per-process secret and stop working at restart',
    );
  }
  const mac = (data: string) => createHmac('sha256', key!).update(data).digest('base64url');
  return {
    available: key !== undefined,
    sign(payload: PreviewPayload): string {
      if (!key) throw new Error('APP_SECRET is required to sign preview links in production');
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${mac(body)}`;
    },
    /** The payload of a valid, unexpired token; undefined for anything else. */
    verify(token: string, now = Date.now()): PreviewPayload | undefined {
      if (!key || token.length > 4096) return undefined;
      const [body, sig, extra] = token.split('.');
      if (!body || !sig || extra !== undefined) return undefined;
      const want = Buffer.from(mac(body));
      const got = Buffer.from(sig);
      if (want.length !== got.length || !timingSafeEqual(want, got)) return undefined;
      try {
        const p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PreviewPayload;
        if (
          typeof p.m !== 'string' ||
          typeof p.exp !== 'number' ||
          p.exp * 1000 <= now ||
          typeof p.o !== 'object' ||
          p.o === null
        )
          return undefined;
        return p;
      } catch {
        return undefined;
      }
    },
  };
}
export type PreviewSigner = ReturnType<typeof previewSigner>;
