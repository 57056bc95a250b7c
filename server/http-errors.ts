import { fieldOf } from './typed-app';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type ErrorCode } from '../schemas';
import { normaliseLanguage } from '../core';
import { t } from '../locales/node';
import { isDbUnavailable } from './db/db';

/** Seconds a client waits before retrying a request the database could not serve. */
export const DB_RETRY_AFTER_S = 1;

/** An expected failure: a code of the catalogue (its HTTP status comes from the registry). */
export class AppError extends Error {
  /** Seconds after which the same request may succeed: sent as `Retry-After`. */
  retryAfterS?: number;
  constructor(
    readonly code: ErrorCode,
    readonly details?: unknown,
    readonly params: Record<string, unknown> = {},
  ) {
    super(code);
  }
  get status(): number {
    return ERROR_CODES[this.code] || 500;
  }
}

/**
 * The language of the person asking: ?language, then Accept-Language, else the merchant's default
 * language (platform API requests, API.md), else English.
 */
export function requestLanguage(req: FastifyRequest): string {
  const q = fieldOf(req.query, 'language');
  const fromQuery = typeof q === 'string' ? normaliseLanguage(q) : undefined;
  const header = req.headers['accept-language']?.split(',')[0]?.split(';')[0];
  return (
    fromQuery ??
    normaliseLanguage(header) ??
    normaliseLanguage(header?.split('-')[0]) ??
    normaliseLanguage(req.merchantLanguage) ??
    'en'
  );
}

export function errorBody(
  req: FastifyRequest,
  code: ErrorCode,
  details?: unknown,
  params?: Record<string, unknown>,
) {
  return {
    error: {
      code,
      message: t(requestLanguage(req), `errors.${code}`, params),
      ...(details === undefined ? {} : { details }),
    },
  };
}

export function sendError(
  req: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  details?: unknown,
): FastifyReply {
  return reply.code(ERROR_CODES[code] || 500).send(errorBody(req, code, details));
}

/** Maps Fastify's own errors (validation, size, media type, rate limit) to catalogue codes. */
function codeOf(err: FastifyError): ErrorCode {
  if (err.validation) return 'VALIDATION_FAILED';
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return 'PAYLOAD_TOO_LARGE';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'BAD_REQUEST';
  }
  if (err.statusCode === 429) return 'RATE_LIMITED';
  // Load shedding (@fastify/under-pressure; it has set Retry-After).
  if (err.statusCode === 503) return 'SERVICE_UNAVAILABLE';
  if (err.statusCode === 404) return 'NOT_FOUND';
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return 'BAD_REQUEST';
  return 'UNKNOWN';
}

/** One error handler: logs the context, answers with the catalogue body, never leaks a stack. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfterS) reply.header('Retry-After', String(err.retryAfterS));
      return reply.code(err.status).send(errorBody(req, err.code, err.details, err.params));
    }
    // The database dropped or refused the connection: this request fails, retryable (money calls
    // carry idempotency keys, so a retry applies once); the process and every other request go on.
    if (isDbUnavailable(err)) {
      req.log.warn({ url: req.url, msg: (err as Error).message }, 'database unavailable; answered 503');
      return reply
        .code(503)
        .header('Retry-After', String(DB_RETRY_AFTER_S))
        .send(errorBody(req, 'SERVICE_UNAVAILABLE'));
    }
    const code = codeOf(err as FastifyError);
    const status =
      code === 'UNKNOWN'
        ? 500
        : code === 'BAD_REQUEST' && (err as FastifyError).statusCode
          ? (err as FastifyError).statusCode!
          : ERROR_CODES[code];
    if (status >= 500) req.log.error({ err, url: req.url }, 'unhandled error');
    else req.log.info({ code, url: req.url, msg: err.message }, 'request refused');
    const details = (err as FastifyError).validation?.map((v) => ({
      pointer:
        v.instancePath || `/${String((v.params as { missingProperty?: string }).missingProperty ?? '')}`,
      keyword: v.keyword,
      message: v.message,
    }));
    return reply.code(status).send(errorBody(req, code, details));
  });
  app.setNotFoundHandler((req, reply) => sendError(req, reply, 'NOT_FOUND'));
}
