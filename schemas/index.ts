/** The schema registry: every JSON Schema of the project, by $id. */
export * from './languages.schema';
export * from './merchant.schema';
export * from './errors.schema';
export * from './admin.schema';
export * from './admin-payments.schema';
export * from './admin-reports.schema';
export * from './admin-reconcile.schema';
export * from './admin-content.schema';
import { merchantConfigSchema } from './merchant.schema';
import { errorBodySchema, configProblemSchema } from './errors.schema';

/** Schemas emitted to schemas/json/<name>.schema.json by `npm run schemas`. */
export const EMITTED_SCHEMAS = {
  merchant: merchantConfigSchema,
  'error-body': errorBodySchema,
  'config-problem': configProblemSchema,
} as const;
export * from './admin-kyc.schema';
export * from './admin-agents.schema';
export * from './admin-publishing.schema';
export * from './admin-environments.schema';
export * from './admin-languages.schema';
export * from './rollouts.schema';
export * from './segments.schema';
export * from './admin-players.schema';
