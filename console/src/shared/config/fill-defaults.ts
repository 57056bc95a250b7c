type Node = { default?: unknown; properties?: Record<string, Node>; items?: Node | readonly Node[] };

/**
 * The document with the schema's defaults filled in the way Ajv's useDefaults fills them on the
 * server (a member's own default first, then its children's), so the form shows what players get.
 * rjsf's own default filling differs for nested defaults (a field rule's default object), and Ajv
 * cannot run here under the CSP, hence this small walk. Never mutates its input.
 */
export function fillDefaults(schema: Node, value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = schema.items && !Array.isArray(schema.items) ? (schema.items as Node) : undefined;
    return items ? value.map((v) => fillDefaults(items, v)) : value;
  }
  if (!value || typeof value !== 'object' || !schema.properties) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [k, sub] of Object.entries(schema.properties)) {
    if (out[k] === undefined && sub.default !== undefined) out[k] = structuredClone(sub.default);
    if (out[k] !== undefined) out[k] = fillDefaults(sub, out[k]);
  }
  return out;
}
