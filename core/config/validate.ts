import type { ConfigProblem, MerchantConfig } from '../../schemas';
import { merchantConfigValidator } from './ajv';
import { problem, problemsFromAjv } from './problems';
import { semanticProblems } from './semantic';
import { textBoundsProblem, valueBoundsProblem } from './bounds';
import { checkRollouts } from './rollout-checks';
import { jsonSyntaxError } from '../json-syntax';

export type ConfigResult = { ok: true; config: MerchantConfig } | { ok: false; problems: ConfigProblem[] };

/** Ajv (schema, defaults filled in) then the semantic pass. Never mutates `raw`. */
export function validateMerchantConfig(raw: unknown): ConfigResult {
  return validateParsed(raw, 'copy');
}

/**
 * Ajv fills its defaults in place, so a document someone else holds is copied first; a file's text
 * just parsed is nobody else's and needs no copy (issue 36: the copy was a third of the time spent
 * validating a thousand merchants at start).
 */
function validateParsed(raw: unknown, copy: 'copy' | 'owned'): ConfigResult {
  const bounds = valueBoundsProblem(raw);
  if (bounds) return { ok: false, problems: [bounds] };
  const doc: unknown = copy === 'copy' ? structuredClone(raw) : raw;
  const validate = merchantConfigValidator();
  if (!validate(doc)) return { ok: false, problems: problemsFromAjv(validate.errors) };
  const config = doc as MerchantConfig;
  const problems = semanticProblems(config);
  if (problems.length) return { ok: false, problems };
  const rollouts = checkRollouts(config);
  return rollouts.problems.length
    ? { ok: false, problems: rollouts.problems }
    : { ok: true, config: rollouts.config };
}

/** Parses a merchant file's text; a syntax error becomes a problem at the root. */
export function parseMerchantText(text: string): ConfigResult {
  const bounds = textBoundsProblem(text);
  if (bounds) return { ok: false, problems: [bounds] };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return {
      ok: false,
      problems: [
        problem('', 'notJson', `not JSON: ${(e as Error).message}`, {
          detail: (e as Error).message,
          ...jsonSyntaxError(text, e),
        }),
      ],
    };
  }
  return validateParsed(raw, 'owned');
}
