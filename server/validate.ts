import type { ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ajv } from '../core/config/ajv';
import { AppError } from './http-errors';

/*
 * Validation of payloads that arrive encrypted (Fastify only sees `{iv, data}`), with the project's
 * one Ajv instance (core/config/ajv.ts): a decrypted login is checked against the same schema a
 * plain body would be, every problem reported.
 */
/** The Ajv options of every route schema (Fastify's) and of decrypted payloads: one set. */
export const AJV_OPTIONS = {
  removeAdditional: false,
  allErrors: false,
  coerceTypes: 'array',
  useDefaults: true,
  strictNumbers: true,
} as const;
const cache = new WeakMap<object, ValidateFunction>();

export function validatePayload<T>(schema: object, value: unknown): T {
  rejectHostile(value, 'body');
  let fn = cache.get(schema);
  if (!fn) {
    fn = ajv.compile(schema);
    cache.set(schema, fn);
  }
  if (!fn(value)) {
    const details = (fn.errors ?? []).map((e) => ({
      pointer:
        e.instancePath || `/${String((e.params as { missingProperty?: string }).missingProperty ?? '')}`,
      keyword: e.keyword,
      message: e.message,
    }));
    throw new AppError('VALIDATION_FAILED', details);
  }
  return value as T;
}

/** Deeper JSON than this is refused before any validator or clone recurses into it (PITFALLS: stack overflows). */
export const MAX_INPUT_DEPTH = 64;
/** Integers a route schema leaves unbounded get PostgreSQL's `integer` range: a larger one would be a 500 from the database. */
export const INT_MIN = -2147483648;
export const INT_MAX = 2147483647;

/** A UTF-16 surrogate without its pair: no character at all (issue 31). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Refuses what no route can use and the database cannot store: NUL characters (PostgreSQL text
 * refuses them), lone surrogates (not characters; PostgreSQL's jsonb refuses them where text would
 * quietly store U+FFFD, so the same input was a 500 on one route and altered on another: now a 400
 * naming the field on every route, issue 31), numbers that are not finite (`1e309` in JSON is
 * Infinity) and nesting deeper than MAX_INPUT_DEPTH. Iterative, so hostile depth cannot overflow
 * the stack.
 */
export function rejectHostile(value: unknown, where: string): void {
  const stack: [unknown, number, string][] = [[value, 0, '']];
  while (stack.length) {
    const [v, depth, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000'))
        throw new AppError('VALIDATION_FAILED', [
          { pointer: path || '/', keyword: 'nul', message: `${where}: NUL character` },
        ]);
      if (LONE_SURROGATE.test(v))
        throw new AppError('VALIDATION_FAILED', [
          {
            pointer: path || '/',
            keyword: 'unicode',
            message: `${where}: not valid Unicode text (a lone surrogate)`,
          },
        ]);
    } else if (typeof v === 'number') {
      if (!Number.isFinite(v))
        throw new AppError('VALIDATION_FAILED', [
          { pointer: path || '/', keyword: 'finite', message: `${where}: number out of range` },
        ]);
    } else if (v !== null && typeof v === 'object') {
      if (depth >= MAX_INPUT_DEPTH)
        throw new AppError('VALIDATION_FAILED', [
          {
            pointer: path || '/',
            keyword: 'depth',
            message: `${where}: nested deeper than ${MAX_INPUT_DEPTH}`,
          },
        ]);
      for (const [k, child] of Object.entries(v)) {
        if (k.includes('\u0000'))
          throw new AppError('VALIDATION_FAILED', [
            { pointer: path || '/', keyword: 'nul', message: `${where}: NUL character in a key` },
          ]);
        if (LONE_SURROGATE.test(k))
          throw new AppError('VALIDATION_FAILED', [
            {
              pointer: path || '/',
              keyword: 'unicode',
              message: `${where}: not valid Unicode text in a key`,
            },
          ]);
        stack.push([child, depth + 1, `${path}/${k}`]);
      }
    }
  }
}

type Schema = Record<string, unknown>;
/** A copy of a request schema where every unbounded integer gets the database's integer range. */
export function boundIntegers<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((s) => boundIntegers(s)) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [k, v] of Object.entries(schema as Schema))
    out[k] = k === 'enum' || k === 'const' || k === 'default' || k === 'examples' ? v : boundIntegers(v);
  const types = Array.isArray(out.type) ? out.type : [out.type];
  if (types.includes('integer')) {
    if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = INT_MAX;
    if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = INT_MIN;
  }
  return out as T;
}

function guard(req: FastifyRequest): void {
  rejectHostile(req.params, 'path');
  rejectHostile(req.query, 'query');
  rejectHostile(req.body, 'body');
}

/**
 * Bad input is a 400 with a catalogue code on every route (issue 14 item 7): hostile values are
 * refused before validation (the raw request) and after it (Ajv coerces `?id=1e309` to Infinity and
 * lets it through its own range checks), and request schemas get integer bounds. Install on the root
 * app before any route is registered: root hooks run for every route of every child scope.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const s = route.schema as Record<string, unknown> | undefined;
    if (s)
      for (const part of ['params', 'querystring', 'body', 'headers'] as const)
        if (s[part]) s[part] = boundIntegers(s[part]);
  });
  // Callback hooks, not async ones: they run on every request (issue 36, the config read path).
  const hook = (req: FastifyRequest, _reply: unknown, done: (err?: Error) => void) => {
    try {
      guard(req);
    } catch (err) {
      return done(err as Error);
    }
    done();
  };
  app.addHook('preValidation', hook);
  app.addHook('preHandler', hook);
}
