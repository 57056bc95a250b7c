import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Issue 18: text the server writes per request (the player page with its per-request seed, banner
 * art and game pictures in the merchant's theme, API answers) goes out compressed: brotli when the
 * browser takes it, else gzip, else as it is. The levels are the fast ones: a fraction of a
 * millisecond for a 17 KB page, about a quarter of its size on the wire. Built assets are compressed
 * at build time instead (vite.renderer.config.ts `precompress`, served by @fastify/static).
 */
const MIN_COMPRESS_BYTES = 1024;
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** The encodings a request accepts, without those it refuses (`;q=0`). */
export function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const out = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    out.add(name);
  }
  return out;
}

export type Encoding = 'br' | 'gzip';

/** Accept-Encoding values seen (a handful in practice: one per browser family), and the choice for each. */
const choices = new Map<string, Encoding | undefined>();
const CHOICES_KEPT = 64;

/** What to answer a request in: brotli when it takes it, else gzip, else as it is (undefined). */
export function preferredEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  const key = String(header);
  if (choices.has(key)) return choices.get(key);
  const accepted = acceptedEncodings(key);
  const choice = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
  if (choices.size >= CHOICES_KEPT) choices.clear();
  choices.set(key, choice);
  return choice;
}

/** A body compressed in one encoding, at the levels above. */
export function compress(body: string | Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : gzipSync(body, { level: GZIP_LEVEL });
}

/** Whether a body is long enough to be worth compressing. */
export const worthCompressing = (body: string | Buffer) =>
  (typeof body === 'string' ? Buffer.byteLength(body) : body.length) >= MIN_COMPRESS_BYTES;

/** Adds accept-encoding to the reply's Vary header. */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
}

/** The body to send, compressed when the client accepts it (sets Content-Encoding and Vary). */
function compressedBody(req: FastifyRequest, reply: FastifyReply, body: string): string | Buffer {
  varyOnEncoding(reply);
  if (!worthCompressing(body)) return body;
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  if (!encoding) return body;
  reply.header('content-encoding', encoding);
  return compress(body, encoding);
}

/** What is worth compressing: text the server writes (streams and buffers are files, sent as they are). */
const COMPRESSIBLE =
  /^(application\/(json|manifest\+json)|text\/(html|javascript|css|plain)|image\/svg\+xml)\b/;

/** One hook for the whole server: every compressible string answer of 1 KB or more. */
export function installCompression(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every answer (issue 36, the config read path).
  app.addHook('onSend', (req, reply, payload, done) => {
    if (typeof payload !== 'string' || reply.hasHeader('content-encoding')) return done(null, payload);
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    done(null, compressedBody(req, reply, payload));
  });
}
