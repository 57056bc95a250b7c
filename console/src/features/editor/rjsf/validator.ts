import type { RJSFSchema, ValidatorType } from '@rjsf/utils';

/**
 * rjsf needs a validator object; ours validates nothing in the browser. The server's dry run
 * (POST …/validate) is the one validation: Ajv plus the semantic and cross-merchant checks, with
 * messages from locales/. Compiling Ajv here would also need `unsafe-eval`, which the CSP forbids.
 * `isValid` only serves oneOf/anyOf matching, which the merchant schema does not use.
 */
export const serverSideValidator: ValidatorType<Record<string, unknown>, RJSFSchema> = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({ errors: [] }),
};
