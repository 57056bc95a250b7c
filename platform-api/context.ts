import type { FastifyRequest } from 'fastify';
import type { MerchantConfig } from '../schemas';
import type { Db } from '../server/db/db';
import type { EnvelopeKeys } from './lib/envelope';
import { AppError, requestLanguage } from '../server/http-errors';
import type { PlatformOptions } from './options';
import type { ContentLang } from './lib/content-lang';
import type { Catalogue } from './services/catalogue';
import type { Clock } from './lib/clock';

/** What every route module of the platform API gets: the host's options, the database and shared services. */
export interface Platform {
  opts: PlatformOptions;
  db: Db;
  keys: EnvelopeKeys;
  catalogue: Catalogue;
  clock: Clock;
}

/** The merchant of a request (X-Merchant-Code, host, default); unknown: MERCHANT_NOT_FOUND. */
export function merchantOf(p: Platform, req: FastifyRequest): MerchantConfig {
  const m = p.opts.merchantFor(req);
  if (!m) throw new AppError('MERCHANT_NOT_FOUND');
  return m;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The merchant's default language, for requests that name none (set by the plugin's onRequest hook). */
    merchantLanguage?: string;
  }
}

export type { ContentLang };
/** ?language, else Accept-Language, else the merchant's default language (vi for the demo merchants). */
export function contentLang(req: FastifyRequest, explicit?: string): ContentLang {
  const lang =
    explicit?.toLowerCase() ??
    (req.headers['accept-language'] ? requestLanguage(req) : (req.merchantLanguage ?? 'en'));
  return lang.startsWith('vi') ? 'vi' : 'en';
}
