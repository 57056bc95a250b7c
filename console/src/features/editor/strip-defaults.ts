import { sameJson as equal } from '@core/same-json';
import { fillDefaults } from '../../shared/config/fill-defaults';

type Node = {
  default?: unknown;
  properties?: Record<string, Node>;
  additionalProperties?: unknown;
  items?: Node | readonly Node[];
};

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);
const childSchema = (schema: Node, key: string): Node =>
  schema.properties?.[key] ??
  (isObject(schema.additionalProperties) ? (schema.additionalProperties as Node) : {});
const itemSchema = (schema: Node): Node =>
  schema.items && !Array.isArray(schema.items) ? (schema.items as Node) : {};

/**
 * `edited` written as close to `original` as it can be while meaning the same for players: every part
 * whose effective value (defaults filled in, as the server fills them) did not change keeps the
 * original's representation, and a member the original did not have is written only when it differs
 * from what the server would fill in. `ref` is the effective value of `original` here.
 */
function minimal(original: unknown, ref: unknown, edited: unknown, schema: Node): unknown {
  if (ref === undefined && schema.default !== undefined)
    ref = fillDefaults(schema, structuredClone(schema.default));
  if (ref !== undefined && equal(ref, fillDefaults(schema, edited))) return original;
  if (isObject(edited)) {
    const orig = isObject(original) ? original : undefined;
    const refObj = isObject(ref) ? ref : undefined;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(edited)) {
      const sub = childSchema(schema, k);
      const m = minimal(orig?.[k], orig && k in orig ? fillDefaults(sub, orig[k]) : refObj?.[k], v, sub);
      if (m !== undefined) out[k] = m;
    }
    // A new object that says nothing beyond its defaults is not written.
    if (!orig && Object.keys(out).length === 0 && schema.properties) return undefined;
    return out;
  }
  if (Array.isArray(edited)) {
    // Lists are values (their order matters), but each entry keeps the original's representation.
    const items = itemSchema(schema);
    const base = Array.isArray(original) ? original : Array.isArray(schema.default) ? schema.default : [];
    const refList = Array.isArray(ref) ? ref : [];
    return edited.map((v, i) => {
      const m = minimal(base[i], refList[i], v, items);
      return m === undefined ? v : m;
    });
  }
  return edited;
}

/**
 * rjsf shows schema defaults in the form and hands them back on the first edit (whole default menus,
 * `removeFromSource` and `vendors: []` in every rule). A save must write only what the operator
 * changed: the edited document is compared with the loaded one, and everything that did not change
 * for players keeps the loaded document's form (absent stays absent).
 */
export function stripAddedDefaults(original: unknown, edited: unknown, schema: Node): unknown {
  return minimal(original, fillDefaults(schema, original), edited, schema) ?? {};
}
