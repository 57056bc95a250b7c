import type { FastifyInstance } from 'fastify';

/** A strict Content-Security-Policy: no inline or foreign script; styles may be inline (theme variables). */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
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

/** Set when the request arrives (a synchronous hook: cheap on the hot config route). */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(HEADERS);
    done();
  });
}
