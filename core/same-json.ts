/**
 * The one deep equality of JSON values in the project, key order ignored (rjsf, jsonb and the
 * database all reorder keys). Compared as JSON, so an `undefined` member equals an absent one.
 */
const stable = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(stable)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, stable((v as Record<string, unknown>)[k])]),
        )
      : v;

export const sameJson = (a: unknown, b: unknown): boolean =>
  JSON.stringify(stable(a)) === JSON.stringify(stable(b));
