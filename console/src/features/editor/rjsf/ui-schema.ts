import type { UiSchema } from '@rjsf/utils';

type Node = {
  type?: unknown;
  pattern?: string;
  maxLength?: number;
  additionalProperties?: unknown;
  enum?: readonly unknown[];
  uniqueItems?: boolean;
  properties?: Record<string, Node>;
  items?: Node | readonly Node[];
};

/** Free text long enough to need several lines (announcement-like texts, not codes or patterns). */
const isLongText = (n: Node): boolean => n.type === 'string' && !n.pattern && (n.maxLength ?? 0) >= 1000;

/** Lists of vendor codes (vendor rules, in-house and framed vendors): picked from the catalogue. */
const VENDOR_LISTS: Record<string, { every?: boolean }> = {
  vendors: {},
  inHouseVendors: {},
  frameVendors: { every: true },
};

/**
 * The uiSchema, derived from the schema itself (no hand-written form): colours get the colour
 * widget, `regExp` members the pattern widget; arrays are orderable lists (menus, vendor rules).
 */
export function deriveUiSchema(schema: Node, name = ''): UiSchema {
  const ui: UiSchema = {};
  if (name === 'regExp') ui['ui:widget'] = 'regexp';
  else if (schema.pattern === '^#[0-9a-fA-F]{6}$') ui['ui:widget'] = 'colour';
  else if (name === '$schema') ui['ui:widget'] = 'hidden';
  else if (isLongText(schema)) ui['ui:widget'] = 'textarea';
  // Texts per language (content.about): keys added by the operator, long values.
  const extra = schema.additionalProperties;
  if (extra && typeof extra === 'object' && isLongText(extra as Node))
    ui.additionalProperties = { 'ui:widget': 'textarea' };
  // Objects of a few plain values (a field rule, timings, colours) read best as a dense grid.
  const props = Object.values(schema.properties ?? {});
  const plain =
    props.length >= 4 &&
    props.every((p) => p.type !== 'object' && p.type !== 'array' && !p.properties) &&
    !props.every((p) => p.type === 'boolean');
  if (plain) ui['ui:classNames'] = 'dense';
  if (schema.properties)
    for (const [k, v] of Object.entries(schema.properties)) {
      const child = deriveUiSchema(v, k);
      if (Object.keys(child).length) ui[k] = child;
    }
  const items = schema.items && !Array.isArray(schema.items) ? (schema.items as Node) : undefined;
  if (schema.type === 'array' && items?.type === 'string' && VENDOR_LISTS[name]) {
    ui['ui:widget'] = 'vendorList';
    ui['ui:options'] = VENDOR_LISTS[name];
    return ui;
  }
  if (schema.uniqueItems && items?.enum) {
    ui['ui:widget'] = 'orderedEnum';
    return ui;
  }
  if (schema.items && !Array.isArray(schema.items)) {
    const child = deriveUiSchema(schema.items as Node);
    ui.items = child;
    ui['ui:options'] = { orderable: true, copyable: false };
  }
  return ui;
}
