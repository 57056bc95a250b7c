const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * `value` with its keys in the order of `like` (new keys last), recursively. rjsf rebuilds objects in
 * schema order; aligning keeps the operator's file order, so the JSON diff shows only real edits.
 */
export function alignKeys(value: unknown, like: unknown): unknown {
  if (Array.isArray(value))
    return value.map((v, i) => alignKeys(v, Array.isArray(like) ? like[i] : undefined));
  if (!isObject(value)) return value;
  const ref = isObject(like) ? like : {};
  const keys = [
    ...Object.keys(ref).filter((k) => k in value),
    ...Object.keys(value).filter((k) => !(k in ref)),
  ];
  return Object.fromEntries(keys.map((k) => [k, alignKeys(value[k], ref[k])]));
}
