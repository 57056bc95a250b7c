import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { configProblemSchema, errorBodySchema } from '../schemas';

/** The schemas routes refer to by `$id` (`addSharedSchemas`), so their `$ref`s have types too. */
type SharedRefs = [typeof errorBodySchema, typeof configProblemSchema];

/**
 * Request and reply types come from each route's JSON schemas: `req.params`, `req.query`, `req.body`,
 * `req.headers` are what Ajv let through (defaults filled in), and a handler's answer must fit its
 * `response` schemas (defaulted properties may be left out: the serializer fills them).
 */
export type SchemaTypes = JsonSchemaToTsProvider<{
  ValidatorSchemaOptions: { references: SharedRefs };
  SerializerSchemaOptions: { references: SharedRefs; keepDefaultedPropertiesOptional: true };
}>;

/** A Fastify instance whose routes take their types from their schemas (never hand-typed generics). */
export type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  SchemaTypes
>;

/** The same instance, seen with schema-derived route types. */
export const typed = (app: FastifyInstance): TypedApp => app.withTypeProvider<SchemaTypes>();

/**
 * Sends a body that is already JSON (the hottest routes serialise their objects once, when they load).
 * The string must be what the route's response schema describes: the API tests read it back against it.
 */
export function sendSerialised(reply: FastifyReply, json: string): void {
  void reply.type('application/json; charset=utf-8').send(json);
}

/**
 * One field of a request part read outside its route's types (a hook that runs for every route, a
 * rate-limit key made before validation): unknown until the caller checks it.
 */
export function fieldOf(part: unknown, name: string): unknown {
  return typeof part === 'object' && part !== null && name in part
    ? (Object.getOwnPropertyDescriptor(part, name)?.value as unknown)
    : undefined;
}
