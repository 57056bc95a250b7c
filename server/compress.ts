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

/** The body to send, compressed when the client accepts it (sets Content-Encoding and Vary). */
function compressedBody(req: FastifyRequest, reply: FastifyReply, body: string): string | Buffer {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`);
  if (Buffer.byteLength(body) < MIN_COMPRESS_BYTES) return body;
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  if (accepted.has('br')) {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
  }
  if (accepted.has('gzip')) {
    reply.header('content-encoding', 'gzip');
    return gzipSync(body, { level: GZIP_LEVEL });
  }
  return body;
}

/** What is worth compressing: text the server writes (streams and buffers are files, sent as they are). */
const COMPRESSIBLE =
  /^(application\/(json|manifest\+json)|text\/(html|javascript|css|plain)|image\/svg\+xml)\b/;

/** One hook for the whole server: every compressible string answer of 1 KB or more. */
export function installCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' || reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    return compressedBody(req, reply, payload);
  });
}
