import { sameJson } from '@core/same-json';

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** A value both sides changed, differently: the operator decides (theirs unless they choose mine). */
export interface MergeConflict {
  pointer: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

const escape = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');

function walk(
  base: unknown,
  mine: unknown,
  theirs: unknown,
  pointer: string,
  conflicts: MergeConflict[],
  useMine: ReadonlySet<string>,
): unknown {
  if (sameJson(mine, base)) return theirs;
  if (sameJson(theirs, base) || sameJson(mine, theirs)) return mine;
  if (isObject(base) && isObject(mine) && isObject(theirs)) {
    const out: Record<string, unknown> = {};
    for (const k of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
      const v = walk(base[k], mine[k], theirs[k], `${pointer}/${escape(k)}`, conflicts, useMine);
      if (v !== undefined) out[k] = v;
    }
    return out;
  }
  conflicts.push({ pointer, base, mine, theirs });
  return useMine.has(pointer) ? mine : theirs;
}

/**
 * Three-way merge of JSON documents: my edits (base → mine) replayed on their newer version. A
 * member only I changed takes my value, one only they changed keeps theirs. When both changed the
 * same value differently it is a conflict: listed, and theirs is kept unless its pointer is in
 * `useMine` (never silently overwritten). Arrays are values (menus are lists whose order matters:
 * merging them item by item would invent orders nobody chose).
 */
export function merge3(
  base: unknown,
  mine: unknown,
  theirs: unknown,
  useMine: ReadonlySet<string> = new Set(),
): { merged: unknown; conflicts: MergeConflict[] } {
  const conflicts: MergeConflict[] = [];
  const merged = walk(base, mine, theirs, '', conflicts, useMine);
  return { merged, conflicts };
}
