import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { merchantConfigSchema } from '../../schemas';

/** The one Ajv instance of the project (strict, all errors, defaults filled in). */
export const ajv = new Ajv({ allErrors: true, strict: true, useDefaults: true, allowUnionTypes: true });
/** Schema annotations (validate nothing): `x-fourEyes` marks the areas a second operator approves (issue 16). */
ajv.addKeyword({ keyword: 'x-fourEyes', schemaType: 'boolean' });

let merchantValidator: ValidateFunction | undefined;
export function merchantConfigValidator(): ValidateFunction {
  merchantValidator ??= ajv.compile(merchantConfigSchema);
  return merchantValidator;
}

export type { ErrorObject };
