import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/*
 * Guard (issue 33): this wraps Fastify's two compilers, pinned in package.json beside Fastify, and sets
 * `schemaEnv` as Fastify's own Ajv functions do, so a Fastify release could break it without a
 * type error. Two tests keep it honest: server/lazy-route-schemas.test.ts fails when a pinned compiler
 * is outside the range Fastify depends on, is not the installed version, or is not the copy Fastify
 * itself loads (a nested one); tests/api/route-schemas.test.ts runs the same routes on Fastify's
 * default compilers and on these and expects the same answers (coercion, defaults, $ref, headers,
 * serialisation). On a Fastify upgrade: set both pins to what its package.json asks, run both tests.
 *
 * Issue 18 (restart ≤ 3 s): Fastify compiles every route's request validators (Ajv) and response
 * serializers (fast-json-stringify) when the server starts: about 1.1–1.3 s of a start on this
 * machine, for routes most of which a process never serves. These factories wrap Fastify's own
 * (the same Ajv options, shared schemas and serializer options) and compile a route's schema on the
 * first request that needs it; the result is cached, so every later request runs the same compiled
 * function as before.
 *
 * What a lazy compiler would lose, and how it is kept:
 * - a broken schema would show at its first request instead of at start: `compileAll()` compiles
 *   every deferred schema, and a test builds the whole app and calls it (tests/api/route-schemas.test.ts);
 * - Fastify lower-cases header schemas' property names only for its default compiler: a header
 *   schema with an upper-case name is refused here, at start (Node delivers header names in lower case).
 */

interface RouteSchemaDef {
  schema: unknown;
  method?: string;
  url?: string;
  httpPart?: string;
  httpStatus?: string;
}
type AjvLike = ((data: unknown, ctx?: unknown) => unknown) & { errors?: unknown };
type Serializer = (payload: unknown) => string;

export interface LazyRouteSchemas {
  /** Fastify's `schemaController` option. */
  schemaController: NonNullable<FastifyServerOptions['schemaController']>;
  /** Compiles every schema still deferred (tests: a broken schema fails here, not at a request). Returns how many. */
  compileAll(): number;
}

export function lazyRouteSchemas(): LazyRouteSchemas {
  const buildValidator = AjvCompiler();
  const buildSerializer = SerializerSelector();
  const deferred = new Set<() => unknown>();

  function defer<F>(compile: () => F): () => F {
    let fn: F | undefined;
    const get = () => {
      if (fn === undefined) {
        fn = compile();
        deferred.delete(get);
      }
      return fn;
    };
    deferred.add(get);
    return get;
  }

  return {
    schemaController: {
      compilersFactory: {
        buildValidator(externalSchemas: unknown, ajvOptions: unknown) {
          const compile = (buildValidator as (e: unknown, o: unknown) => (d: RouteSchemaDef) => AjvLike)(
            externalSchemas,
            ajvOptions,
          );
          return (def: RouteSchemaDef) => {
            if (def.httpPart === 'headers') assertLowerCaseHeaders(def.schema, `${def.method} ${def.url}`);
            const get = defer(() => compile(def));
            const validate: AjvLike = (data, ctx) => {
              const fn = get();
              const result = fn(data, ctx);
              validate.errors = fn.errors;
              return result;
            };
            validate.errors = null;
            // Fastify passes { parentData, parentDataProperty } only to a function that has this (an Ajv
            // one): without it Ajv cannot coerce or fill in defaults on a root value (a query string).
            (validate as AjvLike & { schemaEnv: unknown }).schemaEnv = true;
            return validate;
          };
        },
        buildSerializer(externalSchemas: unknown, serializerOptions: unknown) {
          const compile = (buildSerializer as (e: unknown, o: unknown) => (d: RouteSchemaDef) => Serializer)(
            externalSchemas,
            serializerOptions,
          );
          return (def: RouteSchemaDef) => {
            const get = defer(() => compile(def));
            return (payload: unknown) => get()(payload);
          };
        },
      },
    } as NonNullable<FastifyServerOptions['schemaController']>,
    compileAll() {
      const all = [...deferred];
      for (const get of all) get();
      return all.length;
    },
  };
}

/** Header names reach the validator in lower case: a schema naming `Idempotency-Key` would never match. */
function assertLowerCaseHeaders(schema: unknown, route: string): void {
  if (!schema || typeof schema !== 'object') return;
  const s = schema as { properties?: object; required?: unknown };
  const names = [
    ...Object.keys(s.properties ?? {}),
    ...(Array.isArray(s.required) ? (s.required as unknown[]) : []),
  ];
  const bad = names.find((n) => typeof n === 'string' && n !== n.toLowerCase());
  if (bad !== undefined)
    throw new Error(`${route}: header schema names "${bad}"; header names must be lower case`);
}
