import { sameJson as equal } from '../../../../core/same-json';

type Node = { default?: unknown; properties?: Record<string, Node> };

/**
 * rjsf shows schema defaults in the form and hands them back on the first edit. Members the
 * original document did not have and that still equal their default are dropped again, so a save
 * writes only what the operator changed (defaults stay the schema's, not copied into the file).
 */
export function stripAddedDefaults(original: unknown, edited: unknown, schema: Node): unknown {
  if (!edited || typeof edited !== 'object' || Array.isArray(edited) || !schema.properties) return edited;
  const orig =
    original && typeof original === 'object' && !Array.isArray(original)
      ? (original as Record<string, unknown>)
      : {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(edited as Record<string, unknown>)) {
    const sub = schema.properties[k];
    if (k in orig || !sub) {
      out[k] = sub ? stripAddedDefaults(orig[k], v, sub) : v;
      continue;
    }
    if (sub.default !== undefined && equal(v, sub.default)) continue;
    const inner = stripAddedDefaults(undefined, v, sub);
    if (
      inner &&
      typeof inner === 'object' &&
      !Array.isArray(inner) &&
      Object.keys(inner).length === 0 &&
      sub.properties
    )
      continue;
    out[k] = inner;
  }
  return out;
}
