import type { FastifyInstance } from 'fastify';
import { BOOT_LOADER_CSP } from './html';

/**
 * A strict Content-Security-Policy: no foreign script, and no inline script but the page's constant
 * boot loader (allowed by its hash); styles may be inline (theme variables).
 */
export const CSP = [
  "default-src 'self'",
  `script-src 'self' ${BOOT_LOADER_CSP}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const HEADERS = {
  'content-security-policy': CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
} as const;

/** One year, subdomains included: browsers then refuse plain HTTP to the site (issue 14 item 8). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Set when the request arrives (a synchronous hook: cheap on the hot config route). HSTS only when
 * the request came over TLS: Fastify's `protocol` reads X-Forwarded-Proto only from a proxy that
 * TRUST_PROXY trusts, so a client cannot turn it on (or a plain-HTTP dev server pin itself) by a header.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(HEADERS);
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
