import { sameJson } from '../../../../core/same-json';

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Three-way merge of JSON documents: my edits (base → mine) replayed on their newer version. A
 * member only I changed takes my value, one only they changed keeps theirs; when both changed the
 * same value, mine wins and the review before saving shows it. Arrays are values (menus are lists
 * whose order matters: merging them item by item would invent orders nobody chose).
 */
export function merge3(base: unknown, mine: unknown, theirs: unknown): unknown {
  if (sameJson(mine, base)) return theirs;
  if (sameJson(theirs, base)) return mine;
  if (isObject(base) && isObject(mine) && isObject(theirs)) {
    const out: Record<string, unknown> = {};
    for (const k of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
      const v = merge3(base[k], mine[k], theirs[k]);
      if (v !== undefined) out[k] = v;
    }
    return out;
  }
  return mine;
}
