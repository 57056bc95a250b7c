import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';

/*
 * The OpenAPI 3.0 document at /api/docs/openapi.json comes from the route schemas. These transforms
 * make it valid OpenAPI 3.0 (issue 14 item 8: `@redocly/cli lint` with zero errors, proved by
 * tests/api/openapi-lint.test.ts): every operation has a summary, an operationId and an explicit
 * security (public operations say `[]`), and JSON Schema 2019+ keywords that 3.0 lacks are rewritten.
 */

type Json = Record<string, unknown>;
const SUMMARY_MAX = 120;

function summaryOf(schema: Json, method: string, url: string): string {
  if (typeof schema.summary === 'string') return schema.summary;
  const sentence =
    typeof schema.description === 'string' ? schema.description.split(/(?<=\.)\s|\n/)[0]!.trim() : '';
  return sentence && sentence.length <= SUMMARY_MAX ? sentence.replace(/\.$/, '') : `${method} ${url}`;
}

export function operationId(method: string, url: string): string {
  const words = url.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

export const openapiTransform: NonNullable<FastifyDynamicSwaggerOptions['transform']> = ({
  schema,
  url,
  route,
}) => {
  const s = { ...(schema as Json | undefined) };
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) as string;
  if (!s.hide) {
    s.summary = summaryOf(s, method, url);
    s.operationId ??= operationId(method, url);
    s.security ??= [];
  }
  return { schema: s as typeof schema, url };
};

/** Rewrites what OpenAPI 3.0's schema dialect does not have: numeric exclusive bounds, propertyNames. */
export function toOpenApi30(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toOpenApi30);
  if (node === null || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) out[k] = toOpenApi30(v);
  for (const [ex, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[ex] === 'number') {
      out[bound] = out[ex];
      out[ex] = true;
    }
  }
  if ('propertyNames' in out) {
    const names = out.propertyNames as Json;
    delete out.propertyNames;
    if (Array.isArray(names.enum)) out['x-property-names'] = names.enum;
  }
  return out;
}

export const openapiTransformObject: NonNullable<FastifyDynamicSwaggerOptions['transformObject']> = (doc) => {
  const api = 'openapiObject' in doc ? doc.openapiObject : doc.swaggerObject;
  const fixed = toOpenApi30(api) as Json;
  fixed.servers = [{ url: '/', description: 'The server that serves this document' }];
  return fixed as typeof api;
};
