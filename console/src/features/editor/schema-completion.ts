import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { ensureSyntaxTree, syntaxTree } from '@codemirror/language';
import type { EditorState } from '@codemirror/state';

type SyntaxNode = ReturnType<ReturnType<typeof syntaxTree>['resolveInner']>;

/** The part of a JSON schema the completion reads. */
export interface SchemaNode {
  type?: string | readonly string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode | readonly SchemaNode[];
  additionalProperties?: boolean | SchemaNode;
  enum?: readonly unknown[];
  const?: unknown;
  default?: unknown;
  description?: string;
  anyOf?: readonly SchemaNode[];
  oneOf?: readonly SchemaNode[];
}

export type PathSegment = string | number;

/** The schema of a place in the document (`['menus', 'footer', 2]`), if the schema describes it. */
export function schemaAt(root: SchemaNode, path: readonly PathSegment[]): SchemaNode | undefined {
  let node: SchemaNode | undefined = root;
  for (const seg of path) {
    if (!node) return undefined;
    const choices: readonly SchemaNode[] = [node, ...(node.anyOf ?? []), ...(node.oneOf ?? [])];
    let next: SchemaNode | undefined;
    for (const c of choices) {
      if (typeof seg === 'number') next = Array.isArray(c.items) ? c.items[seg] : (c.items as SchemaNode);
      else
        next =
          c.properties?.[seg] ??
          (typeof c.additionalProperties === 'object' ? c.additionalProperties : undefined);
      if (next) break;
    }
    node = next;
  }
  return node;
}

const VALUE_NODES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);

const nameOf = (state: EditorState, prop: SyntaxNode): string | undefined => {
  const name = prop.getChild('PropertyName');
  if (!name) return undefined;
  try {
    return JSON.parse(state.doc.sliceString(name.from, name.to)) as string;
  } catch {
    return undefined;
  }
};

/** The document path of a container node (an Object or Array), from the root. */
function pathOf(state: EditorState, node: SyntaxNode): PathSegment[] {
  const path: PathSegment[] = [];
  let child = node;
  for (let p = node.parent; p; child = p, p = p.parent) {
    if (p.name === 'Property') {
      const k = nameOf(state, p);
      if (k !== undefined) path.unshift(k);
    } else if (p.name === 'Array') {
      let i = 0;
      for (let c = p.firstChild; c && c.from < child.from; c = c.nextSibling)
        if (VALUE_NODES.has(c.name)) i++;
      path.unshift(i);
    }
  }
  return path;
}

/**
 * The document's syntax tree up to `pos`. A state's own tree may stop short of it: a state parses for
 * a few milliseconds when it is made and leaves the rest to the editor's idle time (a long document
 * just loaded, a busy phone or machine), and completion there offered nothing (seen in CI: `[]`).
 */
const treeTo = (state: EditorState, pos: number) => ensureSyntaxTree(state, pos, 1000) ?? syntaxTree(state);

/** The innermost node of one of `names` around `pos`. */
function around(state: EditorState, pos: number, names: readonly string[]): SyntaxNode | undefined {
  for (let n: SyntaxNode | null = treeTo(state, pos).resolveInner(pos, -1); n; n = n.parent)
    if (names.includes(n.name)) return n;
  return undefined;
}

const pointerOf = (path: readonly PathSegment[]) => `/${path.join('/')}`;

/**
 * JSON-schema completion for the raw JSON editor (issue 16): at a property name, the properties the
 * schema allows there and the document lacks, labelled with their human names; at a value, the
 * enum values, true/false, or an empty object or list.
 */
export function schemaCompletion(
  root: SchemaNode,
  label: (pointer: string) => string | undefined,
): (ctx: CompletionContext) => CompletionResult | null {
  return (ctx) => {
    const { state, pos } = ctx;
    const word = ctx.matchBefore(/"?[A-Za-z0-9_$-]*"?$/);
    const from = word ? word.from : pos;
    if (!ctx.explicit && (!word || word.from === word.to)) return null;
    // What comes before the word decides: `{` or `,` → a property name; `:` or `[` → a value.
    const before = state.doc.sliceString(Math.max(0, from - 200), from).trimEnd();
    const last = before.at(-1);
    if (last === '{' || last === ',') {
      const obj = around(state, from, ['Object']);
      if (!obj) return null;
      // A comma inside an array is a value position.
      const inner = around(state, from, ['Object', 'Array']);
      if (inner?.name === 'Array') return valueOptions(root, state, inner, from, label);
      const path = pathOf(state, obj);
      const schema = schemaAt(root, path);
      if (!schema?.properties) return null;
      const present = new Set(
        obj.getChildren('Property').flatMap((p) => {
          const k = nameOf(state, p);
          return k === undefined || (p.from <= from && p.to >= pos) ? [] : [k];
        }),
      );
      const options: Completion[] = Object.entries(schema.properties)
        .filter(([k]) => !present.has(k))
        .map(([k, s]) => ({
          label: `"${k}"`,
          apply: `"${k}": `,
          type: 'property',
          detail: label(pointerOf([...path, k])) ?? undefined,
          info: s.description,
        }));
      return { from, options, validFor: /^"?[A-Za-z0-9_$-]*"?$/ };
    }
    if (last === ':' || last === '[') {
      const container = around(state, from, last === '[' ? ['Array'] : ['Property']);
      if (!container) return null;
      return valueOptions(root, state, container, from, label);
    }
    return null;
  };
}

function valueOptions(
  root: SchemaNode,
  state: EditorState,
  container: SyntaxNode,
  from: number,
  label: (pointer: string) => string | undefined,
): CompletionResult | null {
  let path: PathSegment[];
  if (container.name === 'Property') {
    const k = nameOf(state, container);
    const obj = container.parent;
    if (k === undefined || !obj) return null;
    path = [...pathOf(state, obj), k];
  } else {
    const at = pathOf(state, container);
    let i = 0;
    for (let c = container.firstChild; c && c.to <= from; c = c.nextSibling) if (VALUE_NODES.has(c.name)) i++;
    path = [...at, i];
  }
  const schema = schemaAt(root, path);
  if (!schema) return null;
  const types = new Set([schema.type ?? []].flat());
  const values: unknown[] = [
    ...(schema.enum ?? []),
    ...(schema.const !== undefined ? [schema.const] : []),
    ...(types.has('boolean') && !schema.enum ? [true, false] : []),
  ];
  const detail = label(pointerOf(path));
  const options: Completion[] = values.map((v) => ({
    label: JSON.stringify(v),
    type: 'constant',
    detail: v === schema.default ? `${detail ?? ''} (default)`.trim() : detail,
  }));
  if (types.has('object') && !values.length) options.push({ label: '{}', type: 'keyword', detail });
  if (types.has('array') && !values.length) options.push({ label: '[]', type: 'keyword', detail });
  return options.length ? { from, options, validFor: /^"?[A-Za-z0-9_$.#-]*"?$/ } : null;
}
