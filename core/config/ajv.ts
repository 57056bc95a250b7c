import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { merchantConfigSchema } from '../../schemas';

/** The one Ajv instance of the project (strict, all errors, defaults filled in). */
export const ajv = new Ajv({ allErrors: true, strict: true, useDefaults: true, allowUnionTypes: true });

let merchantValidator: ValidateFunction | undefined;
export function merchantConfigValidator(): ValidateFunction {
  merchantValidator ??= ajv.compile(merchantConfigSchema);
  return merchantValidator;
}

export type { ErrorObject };
