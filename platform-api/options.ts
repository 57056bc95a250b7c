import type { FastifyRequest } from 'fastify';
import type { MerchantConfig } from '../schemas';
import type { Db } from '../server/db/db';
import type { SharedLimits } from '../server/rate-limit';
import type { Mailer } from '../server/mail';
import type { SmsSender } from '../server/sms';
import type { Clock } from './lib/clock';

// Its own module (not plugin.ts): context.ts and every route need this type, and plugin.ts imports
// the routes, so keeping it there made a cycle of type imports.
/** What the platform API needs from its host (the config server): data and the merchant configs. */
export interface PlatformOptions {
  db: Db;
  /** The merchant config by code. */
  merchant(code: string): MerchantConfig | undefined;
  /** The merchant a request is for: X-Merchant-Code header, else the host, else the default. */
  merchantFor(req: FastifyRequest): MerchantConfig | undefined;
  /** All merchant codes served. */
  merchantCodes(): string[];
  demo: boolean;
  demoOutbox: boolean;
  production: boolean;
  /** How mail goes out (server/mail.ts); undefined: none (production without SMTP_URL). */
  mailer?: Mailer;
  /** How SMS codes go out (server/sms.ts); undefined: none (production without SMS_URL). */
  sms?: SmsSender;
  /** MERCHANT_SECRET_* environment variables, for merchant secrets written "env:NAME" (config-server/env.ts). */
  merchantSecrets?: Readonly<Record<string, string>>;
  /** Folder for platform files (RSA key, uploads) when not in the database. */
  dataDir: string;
  /** The platform's default image CDN hosts (IMAGE_CDN) for merchants that name none. */
  imageCdns?: readonly string[];
  /** Where per-IP rate-limit counters live (lib/rate-limit.ts); default: the database (memory on PGlite). */
  limits?: SharedLimits;
  /** Skip seeding at start (the bench seeds its own catalogue). Default: seed when the database has no games. */
  seed?: boolean;
  /** The clock of responsible-gaming rules; default: the system clock (an adjustable one in demo-outbox mode). */
  clock?: Clock;
}
