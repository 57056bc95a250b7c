import type { ConfigProblem } from '../../schemas';
import type { ErrorObject } from 'ajv';

/** Escapes one JSON pointer segment (RFC 6901). */
export const pointerSegment = (s: string | number): string =>
  String(s).replace(/~/g, '~0').replace(/\//g, '~1');
export const pointer = (...parts: (string | number)[]): string =>
  parts.map((p) => `/${pointerSegment(p)}`).join('');

type Params = Record<string, string | number | boolean>;
export const problem = (ptr: string, key: string, message: string, params: Params = {}): ConfigProblem => ({
  pointer: ptr || '/',
  key: `config.errors.${key}`,
  message,
  params,
});

/** Turns Ajv errors into problems that point at the offending member, with a message key and values. */
export function problemsFromAjv(errors: readonly ErrorObject[] | null | undefined): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  for (const e of errors ?? []) {
    const at = e.instancePath;
    const p = e.params as Record<string, unknown>;
    switch (e.keyword) {
      case 'required':
        out.push(
          problem(
            `${at}/${pointerSegment(String(p.missingProperty))}`,
            'required',
            `missing required property "${String(p.missingProperty)}"`,
            { property: String(p.missingProperty) },
          ),
        );
        break;
      case 'additionalProperties':
        out.push(
          problem(
            `${at}/${pointerSegment(String(p.additionalProperty))}`,
            'unknownProperty',
            `unknown property "${String(p.additionalProperty)}"`,
            { property: String(p.additionalProperty) },
          ),
        );
        break;
      case 'type':
        out.push(problem(at, 'type', `must be ${String(p.type)}`, { type: String(p.type) }));
        break;
      case 'enum':
        out.push(
          problem(at, 'enum', `must be one of: ${(p.allowedValues as unknown[]).join(', ')}`, {
            allowed: (p.allowedValues as unknown[]).join(', '),
          }),
        );
        break;
      case 'pattern':
        out.push(
          problem(at, 'pattern', `does not match ${String(p.pattern)}`, { pattern: String(p.pattern) }),
        );
        break;
      case 'minimum':
      case 'maximum':
      case 'minLength':
      case 'maxLength':
      case 'minItems':
      case 'maxItems':
        out.push(problem(at, e.keyword, e.message ?? e.keyword, { limit: Number(p.limit) }));
        break;
      case 'uniqueItems':
        out.push(
          problem(at, 'uniqueItems', 'must not contain duplicates', { i: Number(p.i), j: Number(p.j) }),
        );
        break;
      case 'propertyNames':
        out.push(
          problem(
            `${at}/${pointerSegment(String(p.propertyName))}`,
            'propertyName',
            `"${String(p.propertyName)}" is not allowed here`,
            { property: String(p.propertyName) },
          ),
        );
        break;
      default:
        out.push(problem(at, 'invalid', e.message ?? 'invalid'));
    }
  }
  // propertyNames reports twice (the inner enum, then the name): keep the name.
  return out.filter(
    (x, i, all) =>
      !(
        x.key === 'config.errors.enum' &&
        all.some(
          (y, j) =>
            j !== i && y.key === 'config.errors.propertyName' && y.pointer.startsWith(x.pointer || '/'),
        )
      ),
  );
}
