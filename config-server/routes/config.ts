import type { FastifyReply, FastifyRequest } from 'fastify';
import { merchantConfigSchema } from '../../schemas';
import { errorRef, inline } from '../../server/schema-refs';
import { sendError } from '../../server/http-errors';
import { compress, preferredEncoding, worthCompressing, type Encoding } from '../../server/compress';
import type { MerchantResolver } from '../merchant-resolver';
import {
  CONTENT_EVENT,
  PREVIEW_EVENT,
  SESSIONS_ENDED_EVENT,
  type MerchantStore,
  type PublishedConfig,
  type StoreEvent,
} from '../store/merchant-store';
import type { TypedApp } from '../../server/typed-app';

const codeParams = {
  type: 'object',
  required: ['code'],
  additionalProperties: false,
  properties: { code: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{1,31}$' } },
} as const;

/** Players' copies must revalidate (ETag) so an operator's save is seen at once. */
export const CONFIG_CACHE_CONTROL = 'no-cache';
const SSE_PING_MS = 25_000;
/**
 * Open event streams one client address may hold (a few tabs and merchants), and the whole server:
 * past either, 429 RATE_LIMITED, so one client cannot pin thousands of sockets (issue 14 item 8).
 */
export const SSE_STREAMS_PER_CLIENT = 8;
export const SSE_STREAMS_TOTAL = 5_000;

/**
 * Each published version's body compressed once per encoding, when first asked for (issue 36): the
 * read path is a lookup and a write, never a compression. A new version is a new object, so its
 * variants are built afresh and the old ones go with it.
 */
const encodedBodies = new WeakMap<PublishedConfig, Partial<Record<Encoding | 'identity', Buffer>>>();
function encodedBody(p: PublishedConfig, encoding: Encoding | 'identity'): Buffer {
  let variants = encodedBodies.get(p);
  if (!variants) encodedBodies.set(p, (variants = {}));
  return (variants[encoding] ??= encoding === 'identity' ? Buffer.from(p.body) : compress(p.body, encoding));
}

function sendConfig(req: FastifyRequest, reply: FastifyReply, p: PublishedConfig) {
  reply
    .header('ETag', p.etag)
    .header('Cache-Control', CONFIG_CACHE_CONTROL)
    .header('Vary', 'Accept-Encoding');
  const inm = req.headers['if-none-match'];
  if (inm && inm.split(',').some((t) => t.trim() === p.etag || t.trim() === `W/${p.etag}`))
    return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  // Bytes, not a string, even uncompressed: a string's UTF-8 length would be counted on every
  // request, twice (the compression hook, then Node), a quarter of the route's time (CPU profile).
  const plain = encodedBody(p, 'identity');
  const encoding = worthCompressing(plain) ? preferredEncoding(req.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(plain);
  return reply.header('Content-Encoding', encoding).send(encodedBody(p, encoding));
}

export async function configRoutes(
  app: TypedApp,
  opts: {
    store: MerchantStore;
    merchantOf: MerchantResolver;
    live?: { streams: () => number };
    /** The staging copies (issue 35): a page on a staging host follows its merchant's copy. */
    staging?: MerchantStore;
  },
) {
  const { store } = opts;
  const streams = new Set<() => void>();
  // /metrics counts the open streams.
  if (opts.live) opts.live.streams = () => streams.size;
  const perClient = new Map<string, number>();
  // preClose: event streams never finish on their own, and the server waits for open requests
  // before its onClose hooks run; they end as the shutdown starts (the page reconnects elsewhere).
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
  const responseSchema = { 200: inline(merchantConfigSchema), 304: { type: 'null' }, 404: errorRef };

  app.get(
    '/api/merchants/:code/config',
    {
      schema: {
        summary: 'A merchant config, validated (ETag, 304 on If-None-Match)',
        tags: ['config'],
        params: codeParams,
        response: responseSchema,
      },
    },
    async (req, reply) => {
      const { code } = req.params;
      // On a merchant's staging host, its staging copy (the page there refetches by code).
      const p = opts.merchantOf.byCode(req, code);
      if (!p) return sendError(req, reply, 'MERCHANT_NOT_FOUND', { code });
      return sendConfig(req, reply, p);
    },
  );

  app.get(
    '/api/merchant/config',
    {
      schema: {
        summary: 'The config of the merchant the request host serves (else the default merchant)',
        tags: ['config'],
        response: responseSchema,
      },
    },
    async (req, reply) => {
      const p = opts.merchantOf(req);
      if (!p) return sendError(req, reply, 'MERCHANT_NOT_FOUND');
      return sendConfig(req, reply, p);
    },
  );

  app.get(
    '/api/merchants/:code/events',
    {
      schema: {
        summary:
          'Server-sent events: `config` with the new ETag whenever the merchant config is published; `content` when its announcements, promotions, banners or help changed; `preview` when one of its preview links was revoked; `session-ended` with the tags of sessions the console ended (a page whose session has one of them signs out)',
        tags: ['config'],
        params: codeParams,
        response: { 200: { type: 'string', description: 'text/event-stream' }, 404: errorRef, 429: errorRef },
      },
    },
    async (req, reply) => {
      const { code } = req.params;
      const p = opts.merchantOf.byCode(req, code);
      if (!p) return sendError(req, reply, 'MERCHANT_NOT_FOUND', { code });
      // A page on a staging host hears of its staging copy's publishes, never production's.
      const configs = p.environment === 'staging' && opts.staging ? opts.staging : store;
      const client = req.ip;
      const held = perClient.get(client) ?? 0;
      if (held >= SSE_STREAMS_PER_CLIENT || streams.size >= SSE_STREAMS_TOTAL)
        return sendError(req, reply, 'RATE_LIMITED', { maxStreams: SSE_STREAMS_PER_CLIENT });
      perClient.set(client, held + 1);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
        'X-Content-Type-Options': 'nosniff',
      });
      res.write(`retry: 1000\nevent: config\ndata: ${JSON.stringify({ etag: p.etag })}\n\n`);
      const onEvent = (e: StoreEvent) => {
        if (e.code === code && e.type === 'published')
          res.write(`event: config\ndata: ${JSON.stringify({ etag: e.etag })}\n\n`);
      };
      const onContent = (changed: string) => {
        if (changed === code) res.write('event: content\ndata: {}\n\n');
      };
      // A preview link of this merchant was revoked: an open preview page checks its own (issue 35 item 13).
      const onPreview = (revoked: string) => {
        if (revoked === code) res.write('event: preview\ndata: {}\n\n');
      };
      // The console ended sessions of this merchant (issue 34): only their tags, never who or a token.
      const onSessionsEnded = (merchant: string, tags: string[]) => {
        if (merchant === code) res.write(`event: session-ended\ndata: ${JSON.stringify({ tags })}\n\n`);
      };
      configs.on('event', onEvent);
      store.on(CONTENT_EVENT, onContent);
      store.on(PREVIEW_EVENT, onPreview);
      store.on(SESSIONS_ENDED_EVENT, onSessionsEnded);
      const ping = setInterval(() => res.write(': ping\n\n'), SSE_PING_MS);
      let closed = false;
      const done = () => {
        if (closed) return;
        closed = true;
        const left = (perClient.get(client) ?? 1) - 1;
        if (left > 0) perClient.set(client, left);
        else perClient.delete(client);
        clearInterval(ping);
        configs.off('event', onEvent);
        store.off(CONTENT_EVENT, onContent);
        store.off(PREVIEW_EVENT, onPreview);
        store.off(SESSIONS_ENDED_EVENT, onSessionsEnded);
        streams.delete(end);
      };
      const end = () => {
        done();
        res.end();
      };
      streams.add(end);
      req.raw.on('close', done);
    },
  );
}
