import type { FastifyInstance } from 'fastify';
import { configProblemSchema, errorBodySchema } from '../schemas';

/** Shared schemas are added once by $id; routes refer to them (one definition in the OpenAPI document). */
export function addSharedSchemas(app: FastifyInstance): void {
  if (!app.getSchema('errorBody')) app.addSchema(errorBodySchema);
  if (!app.getSchema('configProblem')) app.addSchema(configProblemSchema);
}

export const errorRef = { $ref: 'errorBody#' } as const;

/** The same error body for every listed status (4xx answers of a route). */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, errorRef]));

/** A schema without its $id, to inline it in a route. */
export function inline<T extends { $id?: string }>(schema: T): Omit<T, '$id'> {
  const { $id: _id, ...rest } = schema;
  return rest;
}
