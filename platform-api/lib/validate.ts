import type { ValidateFunction } from 'ajv';
import { ajv } from '../../core/config/ajv';
import { AppError } from './http-errors';

/*
 * Validation of payloads that arrive encrypted (Fastify only sees `{iv, data}`), with the project's
 * one Ajv instance (core/config/ajv.ts): a decrypted login is checked against the same schema a
 * plain body would be, every problem reported.
 */
const cache = new WeakMap<object, ValidateFunction>();

export function validatePayload<T>(schema: object, value: unknown): T {
  let fn = cache.get(schema);
  if (!fn) {
    fn = ajv.compile(schema);
    cache.set(schema, fn);
  }
  if (!fn(value)) {
    const details = (fn.errors ?? []).map((e) => ({ pointer: e.instancePath || `/${String((e.params as { missingProperty?: string }).missingProperty ?? '')}`, keyword: e.keyword, message: e.message }));
    throw new AppError('VALIDATION_FAILED', details);
  }
  return value as T;
}
