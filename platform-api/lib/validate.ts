import Ajv, { type ValidateFunction } from 'ajv';
import { AppError } from './http-errors';

/*
 * Validation of payloads that arrive encrypted (Fastify only sees `{iv, data}`): the same options as
 * Fastify's own validator, so a decrypted login is checked exactly like a plain body.
 */
const ajv = new Ajv({ allErrors: false, useDefaults: true, coerceTypes: false, removeAdditional: false, strict: false });
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
