import { createHmac, randomBytes } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';
import type { Queryable } from '../../../server/db/db';
import { AppError } from '../../../server/http-errors';
import { WEBHOOK_EVENT_LIST } from '../../../schemas';

/** What a merchant's webhook can be told (issues 16 and 35). */
export const WEBHOOK_EVENTS = WEBHOOK_EVENT_LIST;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Attempts of one delivery before it is given up (1 s, 2 s, 4 s … with the default base). */
export const WEBHOOK_MAX_ATTEMPTS = 6;
const TIMEOUT_MS = 5000;

/**
 * Addresses a webhook may not reach in production (SSRF): loopback, private networks, link-local
 * (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast and reserved ranges.
 */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  // IPv6 forms that carry an IPv4 address (issue 31: `[::127.0.0.1]` reached loopback): IPv4-compatible
  // (::/96, deprecated; it holds :: and ::1 too), NAT64 (64:ff9b::/96) and 6to4 (2002::/16). Mapped
  // addresses (::ffff:0:0/96) are checked against the IPv4 rules by the BlockList itself.
  ['::', 96],
  ['64:ff9b::', 96],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (family === 6) return PRIVATE.check(address, 'ipv6');
  return true;
}

/** http(s) only, no credentials in the address, a host name; refused codes say why. */
export function checkWebhookUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('WEBHOOK_URL_INVALID', { reason: 'not a URL' });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new AppError('WEBHOOK_URL_INVALID', { reason: 'http or https only' });
  if (url.username || url.password)
    throw new AppError('WEBHOOK_URL_INVALID', { reason: 'no credentials in the address' });
  return url;
}

/** At creation: in production the host must resolve to public addresses only (checked again at each send). */
export async function checkWebhookHost(url: URL, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [host]
    : await new Promise<string[]>((resolve) =>
        dnsLookup(host, { all: true }, (err, list) => resolve(err ? [] : list.map((a) => a.address))),
      );
  if (!addresses.length) throw new AppError('WEBHOOK_URL_INVALID', { reason: 'the host does not resolve' });
  if (addresses.some(isPrivateAddress))
    throw new AppError('WEBHOOK_URL_INVALID', { reason: 'private and loopback addresses are refused' });
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** DNS lookup that refuses private addresses at connect time (a name cannot be re-pointed after the check). */
function guardedLookup(allowPrivate: boolean) {
  return (host: string, options: LookupOptions, cb: LookupCallback) => {
    dnsLookup(host, { ...options, all: true }, (err, addresses) => {
      if (err) return cb(err, []);
      const list = addresses;
      const bad = allowPrivate ? undefined : list.find((a) => isPrivateAddress(a.address));
      if (bad) {
        const e = new Error(`address ${bad.address} is private`) as NodeJS.ErrnoException;
        e.code = 'EPRIVATE';
        return cb(e, []);
      }
      if (options.all) return cb(null, list);
      const first = list[0];
      if (!first) return cb(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), []);
      cb(null, first.address, first.family);
    });
  };
}

/** `sha256=<hex>` of HMAC-SHA256(secret, `<timestamp>.<body>`): what a receiver recomputes. */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface WebhookOptions {
  /** Loopback and private networks allowed (demo and tests; never by default in production). */
  allowPrivate: boolean;
  /** The first retry waits this long, each next one twice as long. */
  retryBaseMs: number;
  warn(obj: object, msg: string): void;
}

type Claimed = {
  id: number | string;
  webhook_id: number | string;
  event: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
};

/** One POST; resolves with the HTTP status, rejects on a network error, a private address or a timeout. */
function post(
  url: URL,
  headers: Record<string, string>,
  body: string,
  allowPrivate: boolean,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        lookup: guardedLookup(allowPrivate) as never,
        timeout: TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Webhooks: each event becomes one delivery row per subscribed webhook (in the database, so a restart
 * or another replica carries on); a worker claims due rows atomically, signs, POSTs, and on failure
 * retries with exponential backoff up to WEBHOOK_MAX_ATTEMPTS.
 */
export class Webhooks {
  private readonly instance = randomBytes(6).toString('hex');
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly opts: WebhookOptions,
  ) {}

  async enqueue(merchant: string, event: WebhookEvent, data: Record<string, unknown>): Promise<number> {
    const hooks = await this.db.query<{ id: number | string }>(
      `SELECT id FROM webhooks WHERE merchant = $1 AND disabled_at IS NULL AND events ? $2`,
      [merchant, event],
    );
    for (const h of hooks) {
      const body = JSON.stringify({ event, merchant, at: new Date().toISOString(), data });
      await this.db.query(
        'INSERT INTO webhook_deliveries (webhook_id, merchant, event, body) VALUES ($1, $2, $3, $4)',
        [h.id, merchant, event, body],
      );
    }
    if (hooks.length) this.loop();
    return hooks.length;
  }

  /** Sends what is due (one run at a time in this process; rows are claimed, so replicas never send twice). */
  tick(): Promise<void> {
    this.running ??= this.run().finally(() => (this.running = undefined));
    return this.running;
  }

  private async run(): Promise<void> {
    for (;;) {
      // A plain read first: the locking claim runs only when something is due.
      const due = await this.db.query(
        `SELECT 1 FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= now() LIMIT 1`,
      );
      if (!due.length) return;
      // The claim moves next_attempt_at a minute ahead: a replica that dies mid-send leaves the row
      // to be retried then, never to two senders now.
      const rows = await this.db.query<Claimed>(
        `WITH due AS (
           SELECT id FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= now()
            ORDER BY id LIMIT 10 FOR UPDATE SKIP LOCKED)
         UPDATE webhook_deliveries d SET attempts = d.attempts + 1, next_attempt_at = now() + interval '60 seconds'
           FROM due, webhooks w WHERE d.id = due.id AND w.id = d.webhook_id
         RETURNING d.id, d.webhook_id, d.event, d.body, d.attempts, w.url, w.secret`,
      );
      if (!rows.length) return;
      await Promise.all(rows.map((r) => this.deliver(r)));
    }
  }

  private async deliver(r: Claimed): Promise<void> {
    const timestamp = String(Math.floor(Date.now() / 1000));
    let status: number | undefined;
    let error: string | undefined;
    try {
      status = await post(
        checkWebhookUrl(r.url),
        {
          'x-webhook-id': String(r.id),
          'x-webhook-event': r.event,
          'x-webhook-timestamp': timestamp,
          'x-webhook-signature': signWebhook(r.secret, timestamp, r.body),
          'user-agent': 'wl-config-webhooks/1',
        },
        r.body,
        this.opts.allowPrivate,
      );
      if (status < 200 || status >= 300) error = `HTTP ${status}`;
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    if (!error) {
      await this.db.query(
        `UPDATE webhook_deliveries SET status = 'delivered', delivered_at = now(), last_status = $2, last_error = NULL WHERE id = $1`,
        [r.id, status],
      );
      return;
    }
    const attempts = Number(r.attempts);
    const giveUp = attempts >= WEBHOOK_MAX_ATTEMPTS;
    const wait = this.opts.retryBaseMs * 2 ** (attempts - 1);
    await this.db.query(
      `UPDATE webhook_deliveries SET status = $2, last_status = $3, last_error = $4,
         next_attempt_at = now() + ($5::text || ' milliseconds')::interval WHERE id = $1`,
      [r.id, giveUp ? 'failed' : 'pending', status ?? null, error.slice(0, 300), String(wait)],
    );
    if (giveUp) this.opts.warn({ delivery: r.id, error }, 'a webhook delivery was given up');
  }

  private timer: NodeJS.Timeout | undefined;
  private stopped = true;

  /** Sends what is due now, then wakes for the next retry (and at least every `pollMs`: rows of other replicas). */
  start(pollMs = 15_000): void {
    this.stopped = false;
    const loop = async () => {
      await this.tick().catch((err: unknown) => this.opts.warn({ err }, 'webhook deliveries failed to run'));
      if (this.stopped) return;
      let wait = pollMs;
      try {
        const [row] = await this.db.query<{ at: Date | string }>(
          `SELECT next_attempt_at AS at FROM webhook_deliveries WHERE status = 'pending' ORDER BY next_attempt_at LIMIT 1`,
        );
        if (row) wait = Math.max(50, Math.min(wait, new Date(row.at).getTime() - Date.now()));
      } catch {
        // The database is away: try again after the interval.
      }
      if (this.stopped) return;
      this.timer = setTimeout(() => void loop(), wait);
      this.timer.unref();
    };
    this.loop = () => {
      if (this.stopped) return;
      if (this.timer) clearTimeout(this.timer);
      void loop();
    };
    void loop();
  }
  private loop: () => void = () => undefined;

  /** Stops the timer and waits for a run under way (shutdown). */
  async idle(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Who sends: this process (logs). */
  get id(): string {
    return this.instance;
  }
}

/* ---------- the webhooks of a merchant and their delivery log (the console's routes-webhooks.ts) ---------- */

type HookRaw = {
  id: number | string;
  merchant: string;
  url: string;
  events: string[] | string;
  created_by: string;
  created_at: Date | string;
};
const toHook = (r: HookRaw) => ({
  id: Number(r.id),
  merchant: r.merchant,
  url: r.url,
  events: (typeof r.events === 'string'
    ? JSON.parse(r.events)
    : r.events) as (typeof WEBHOOK_EVENTS)[number][],
  createdBy: r.created_by,
  createdAt: new Date(r.created_at).toISOString(),
});
type DeliveryRaw = {
  id: number | string;
  webhook_id: number | string;
  event: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  next_attempt_at: Date | string;
  created_at: Date | string;
  delivered_at: Date | string | null;
};

/** The merchant's active webhooks, oldest first. */
export async function listWebhooks(db: Queryable, merchant: string) {
  const rows = await db.query<HookRaw>(
    'SELECT id, merchant, url, events, created_by, created_at FROM webhooks WHERE merchant = $1 AND disabled_at IS NULL ORDER BY id',
    [merchant],
  );
  return rows.map(toHook);
}

export async function insertWebhook(
  db: Queryable,
  h: { merchant: string; url: string; secret: string; events: readonly string[]; createdBy: string },
) {
  const [row] = await db.query<HookRaw>(
    'INSERT INTO webhooks (merchant, url, secret, events, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id, merchant, url, events, created_by, created_at',
    [h.merchant, h.url, h.secret, JSON.stringify(h.events), h.createdBy],
  );
  return toHook(row!);
}

/**
 * Stops a webhook (its pending deliveries fail): its URL (for the audit row), or undefined when the
 * merchant has no such active webhook.
 */
export async function removeWebhook(
  db: Queryable,
  merchant: string,
  id: number,
): Promise<string | undefined> {
  const rows = await db.query<{ url: string }>(
    'UPDATE webhooks SET disabled_at = now() WHERE merchant = $1 AND id = $2 AND disabled_at IS NULL RETURNING url',
    [merchant, id],
  );
  if (!rows.length) return undefined;
  await db.query(
    `UPDATE webhook_deliveries SET status = 'failed', last_error = 'webhook removed' WHERE webhook_id = $1 AND status = 'pending'`,
    [id],
  );
  return rows[0]!.url;
}

/** The delivery log of the merchant's webhooks, newest first (last 100). */
export async function listDeliveries(db: Queryable, merchant: string) {
  const rows = await db.query<DeliveryRaw>(
    `SELECT id, webhook_id, event, status, attempts, last_status, last_error, next_attempt_at, created_at, delivered_at
       FROM webhook_deliveries WHERE merchant = $1 ORDER BY id DESC LIMIT 100`,
    [merchant],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    webhookId: Number(r.webhook_id),
    event: r.event,
    status: r.status,
    attempts: Number(r.attempts),
    ...(r.last_status !== null ? { lastStatus: Number(r.last_status) } : {}),
    ...(r.last_error ? { lastError: r.last_error } : {}),
    ...(r.status === 'pending' ? { nextAttemptAt: new Date(r.next_attempt_at).toISOString() } : {}),
    createdAt: new Date(r.created_at).toISOString(),
    ...(r.delivered_at ? { deliveredAt: new Date(r.delivered_at).toISOString() } : {}),
  }));
}
