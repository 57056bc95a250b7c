import { resolve } from 'node:path';
import { PROJECT_ROOT } from '../server/paths';
import { parseImageCdns } from '../core/images';

/** The only module that reads process.env (STYLE.md habit 4 / GrowthBook). */
export interface Env {
  port: number;
  host: string;
  merchantsDir: string;
  defaultMerchant: string;
  dataDir: string;
  /** The platform's default image CDN hosts (IMAGE_CDN, comma-separated; empty: this site). */
  imageCdns: string[];
  databaseUrl?: string;
  /** REDIS_URL: per-IP rate-limit counters shared by replicas in Redis (else in PostgreSQL, or in memory on one node). */
  redisUrl?: string;
  /** REDIS_PREFIX: key prefix in Redis, so deployments can share one server. */
  redisPrefix: string;
  production: boolean;
  /** Demo mode (default unless NODE_ENV=production): seeds the demo member and agent. */
  demo: boolean;
  /** Dev outboxes (SMS, mail, captcha answers) readable over HTTP: DEMO_OUTBOX=1 and never in production. */
  demoOutbox: boolean;
  /**
   * LOG_FORMAT: `pretty` (one short readable line a request, for a person at a terminal) or `json`
   * (pino's lines, for log shippers). Default: pretty when stdout is a terminal outside production.
   */
  logFormat: 'pretty' | 'json';
  logLevel: string;
  /**
   * Which proxies may set the client address with X-Forwarded-For (TRUST_PROXY): `loopback` by
   * default (a proxy on this machine), `true` for any, a hop count, or a list of addresses/CIDRs.
   * Rate limits and login ceilings key on that address, so trusting every client would let anyone
   * pick a fresh address for each try.
   */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  distDir: string;
  /** Secret for signed preview links and the remember-password device key derivation. */
  secret?: string;
  /** First operator of the console: ADMIN_BOOTSTRAP_USER / ADMIN_BOOTSTRAP_PASSWORD. */
  adminBootstrap?: { username: string; password: string };
  /** `npm run admin:create-user`: the new user's password (else read from stdin). */
  adminPassword?: string;
  /**
   * WEBHOOK_ALLOW_PRIVATE=1: webhooks may reach loopback and private networks (the demo's receiver
   * on localhost). Default: allowed outside production, refused in production (SSRF).
   */
  webhookAllowPrivate: boolean;
  /** WEBHOOK_RETRY_BASE_MS: the first retry of a failed webhook delivery waits this long (then doubles). */
  webhookRetryBaseMs: number;
  /**
   * Merchant secrets kept in the environment: the MERCHANT_SECRET_* variables, which a merchant
   * secret "env:MERCHANT_SECRET_…" names (no other variable can be named, so a config edit cannot
   * send, say, DATABASE_URL to a provider).
   */
  merchantSecrets: Readonly<Record<string, string>>;
  /**
   * SMTP_URL (nodemailer's form: smtp://user:pass@host:587, smtps://…:465) and MAIL_FROM: the mail of
   * players (reset codes) and console users (reviews). Unset: the dev outbox outside production, no
   * mail at all in production (server/mail.ts).
   */
  smtp?: { url: string; from: string };
  /**
   * SMS_URL and SMS_SECRET: verification codes by SMS through the site's HTTP relay to its provider,
   * each request signed with SMS_SECRET (server/sms.ts). Unset: the dev outbox outside production, no
   * SMS at all in production (SMS login, SMS register codes and reset by phone say so). The server
   * refuses to start with SMS_URL but no SMS_SECRET, or an SMS_URL that is not http(s).
   */
  sms?: { url: string; secret: string };
  /** METRICS_TOKEN: `GET /metrics` answers with this bearer token only; unset, the route does not exist. */
  metricsToken?: string;
  /**
   * Load shedding (issue 30): above this event-loop delay a replica answers 503 with Retry-After
   * (and /readyz too, so a balancer moves traffic away). On by default in scale mode (DATABASE_URL,
   * where other replicas can take the traffic); LOAD_SHED_MAX_DELAY_MS sets it (0: off) in either mode.
   */
  loadShedMaxDelayMs: number;
  /**
   * STOP_READY_DELAY_MS: after a stop signal, how long /readyz answers 503 while the replica still
   * serves, before it closes its port: a balancer checking every second takes it out of rotation
   * first, so no request meets a closing replica. Default 3000 in scale mode, 0 in single-node mode.
   */
  stopReadyDelayMs: number;
}

export const MERCHANT_SECRET_PREFIX = 'MERCHANT_SECRET_';

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const production = source.NODE_ENV === 'production';
  const root = PROJECT_ROOT;
  const port = Number(source.PORT ?? 8080);
  return {
    port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 8080,
    host: source.HOST ?? '0.0.0.0',
    merchantsDir: resolve(source.MERCHANTS_DIR ?? resolve(root, 'merchants')),
    defaultMerchant: source.DEFAULT_MERCHANT ?? 'demo',
    dataDir: resolve(source.DATA_DIR ?? resolve(root, 'data')),
    imageCdns: parseImageCdns(source.IMAGE_CDN),
    databaseUrl: source.DATABASE_URL || undefined,
    redisUrl: source.REDIS_URL || undefined,
    redisPrefix: source.REDIS_PREFIX ?? 'wl:',
    production,
    demo: !production && source.DEMO_MODE !== '0',
    demoOutbox: !production && source.DEMO_OUTBOX === '1',
    logFormat:
      source.LOG_FORMAT === 'json' || source.LOG_FORMAT === 'pretty'
        ? source.LOG_FORMAT
        : !production && process.stdout.isTTY
          ? 'pretty'
          : 'json',
    logLevel: source.LOG_LEVEL ?? (source.NODE_ENV === 'test' ? 'warn' : 'info'),
    trustProxy: parseTrustProxy(source.TRUST_PROXY),
    distDir: resolve(source.DIST_DIR ?? resolve(root, 'dist')),
    secret: source.APP_SECRET || undefined,
    adminBootstrap:
      source.ADMIN_BOOTSTRAP_USER && source.ADMIN_BOOTSTRAP_PASSWORD
        ? { username: source.ADMIN_BOOTSTRAP_USER, password: source.ADMIN_BOOTSTRAP_PASSWORD }
        : undefined,
    adminPassword: source.ADMIN_PASSWORD || undefined,
    webhookAllowPrivate:
      source.WEBHOOK_ALLOW_PRIVATE === '1' || (!production && source.WEBHOOK_ALLOW_PRIVATE !== '0'),
    webhookRetryBaseMs: positiveInt(source.WEBHOOK_RETRY_BASE_MS) ?? 5000,
    metricsToken: source.METRICS_TOKEN || undefined,
    ...(source.SMTP_URL
      ? { smtp: { url: source.SMTP_URL, from: source.MAIL_FROM || 'no-reply@localhost' } }
      : {}),
    ...(source.SMS_URL ? { sms: { url: source.SMS_URL, secret: source.SMS_SECRET ?? '' } } : {}),
    loadShedMaxDelayMs:
      source.LOAD_SHED_MAX_DELAY_MS !== undefined && /^\d+$/.test(source.LOAD_SHED_MAX_DELAY_MS)
        ? Number(source.LOAD_SHED_MAX_DELAY_MS)
        : source.DATABASE_URL
          ? 1000
          : 0,
    stopReadyDelayMs:
      source.STOP_READY_DELAY_MS !== undefined && /^\d+$/.test(source.STOP_READY_DELAY_MS)
        ? Number(source.STOP_READY_DELAY_MS)
        : source.DATABASE_URL
          ? 3000
          : 0,
    merchantSecrets: Object.fromEntries(
      Object.entries(source).filter(
        (e): e is [string, string] => e[0].startsWith(MERCHANT_SECRET_PREFIX) && !!e[1],
      ),
    ),
  };
}

function parseTrustProxy(value: string | undefined): Env['trustProxy'] {
  const v = value?.trim();
  if (!v) return 'loopback';
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (!/^\d+$/.test(v)) return v;
  const hops = Number(v);
  return (_address, hop) => hop < hops;
}

function positiveInt(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
}
