import { merchantConfigSchema } from '../../schemas';
import { sameJson } from '../same-json';

/**
 * Four-eyes (issue 16): the areas of the merchant schema annotated `x-fourEyes: true` (maintenance
 * and blocked regions, register rules, limits, payments) go live only after a second operator
 * approves. The list is read from the schema, so marking another area is a one-line schema edit.
 */
export function fourEyesPointers(schema: unknown = merchantConfigSchema): string[] {
  const out: string[] = [];
  const walk = (node: unknown, pointer: string) => {
    if (!node || typeof node !== 'object') return;
    const n = node as { properties?: Record<string, unknown>; 'x-fourEyes'?: unknown };
    if (n['x-fourEyes'] === true && pointer) {
      out.push(pointer);
      return;
    }
    for (const [k, v] of Object.entries(n.properties ?? {})) walk(v, `${pointer}/${k}`);
  };
  walk(schema, '');
  return out;
}

const at = (doc: unknown, pointer: string): unknown =>
  pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
      doc,
    );

/**
 * The four-eyes areas a change touches, compared on validated configs (defaults filled, so writing a
 * default out does not count as a change).
 */
export function fourEyesTouched(before: unknown, after: unknown, pointers = fourEyesPointers()): string[] {
  return pointers.filter((p) => !sameJson(at(before, p) ?? null, at(after, p) ?? null));
}
