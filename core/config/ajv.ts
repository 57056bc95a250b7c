import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { merchantConfigSchema } from '../../schemas';

/** The options of the project's Ajv: strict, all errors, defaults filled in. */
export const PROJECT_AJV_OPTIONS = {
  allErrors: true,
  strict: true,
  useDefaults: true,
  allowUnionTypes: true,
} as const;

/** An Ajv with the project's options and keywords (`extra`: more options, e.g. keeping generated code). */
export function projectAjv(
  extra: Omit<ConstructorParameters<typeof Ajv>[0] & object, keyof typeof PROJECT_AJV_OPTIONS> = {},
): Ajv {
  const instance = new Ajv({ ...PROJECT_AJV_OPTIONS, ...extra });
  /** Schema annotations (validate nothing): `x-fourEyes` marks the areas a second operator approves (issue 16). */
  instance.addKeyword({ keyword: 'x-fourEyes', schemaType: 'boolean' });
  return instance;
}

/** The one Ajv instance of the project. */
export const ajv = projectAjv();

let merchantValidator: ValidateFunction | undefined;
export function merchantConfigValidator(): ValidateFunction {
  merchantValidator ??= ajv.compile(merchantConfigSchema);
  return merchantValidator;
}

/**
 * Installs a merchant-config validator made elsewhere from the same schema and options: the server's
 * start-up cache (server/merchant-validator-cache.ts) loads a precompiled one instead of compiling.
 */
export function setMerchantConfigValidator(validate: ValidateFunction): void {
  merchantValidator = validate;
}

export type { ErrorObject };
