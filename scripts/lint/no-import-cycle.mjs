// Lint rule: no import cycles, counting `import type` too (eslint-plugin-import-x's no-cycle skips
// type-only imports, so a cycle of types between modules went unseen). Relative and aliased (aliases.mjs) imports; a
// dynamic import() is a lazy edge and does not count. The rest of the project is read from disk
// (once per lint run); the file being linted is read from its AST, so editors see their own edits.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { unalias } from '../../aliases.mjs';

const SKIP = new Set(['node_modules', 'dist', 'data', 'test-results', '.git']);
const EXT = ['.ts', '.tsx'];
const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?:type\s+)?(?:[\w*\s{},$]*?\s+from\s+)?['"]((?:\.{1,2}|@[a-z]+)\/[^'"]+|@[a-z]+)['"]/gm;

function resolveImport(from, spec) {
  const base = spec.startsWith('.') ? resolve(dirname(from), spec) : unalias(spec);
  if (!base) return undefined;
  for (const c of [base, ...EXT.map((e) => base + e), ...EXT.map((e) => join(base, `index${e}`))]) {
    if (EXT.some((e) => c.endsWith(e)) && existsSync(c) && statSync(c).isFile()) return c;
  }
  return undefined;
}

function listFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    const p = join(dir, name);
    const s = statSync(p);
    if (s.isDirectory()) listFiles(p, out);
    else if (EXT.some((e) => name.endsWith(e)) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

const graphs = new Map();
/** file → the files it imports statically (type imports included), for the project at `root`. */
function graphOf(root) {
  let g = graphs.get(root);
  if (g) return g;
  g = new Map();
  for (const file of listFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const deps = new Set();
    for (const m of text.matchAll(STATIC_IMPORT)) {
      const target = resolveImport(file, m[1]);
      if (target) deps.add(target);
    }
    g.set(file, deps);
  }
  graphs.set(root, g);
  return g;
}

/** A path from `start` back to `target` in the graph, or undefined. */
function pathTo(graph, start, target) {
  const seen = new Set([start]);
  const stack = [[start, [start]]];
  while (stack.length) {
    const [node, route] = stack.pop();
    for (const next of graph.get(node) ?? []) {
      if (next === target) return route;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push([next, [...route, next]]);
    }
  }
  return undefined;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included.' },
    schema: [],
    messages: {
      cycle: 'Import cycle (type imports count): {{route}}. Move the shared part into its own module.',
    },
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    if (!EXT.some((e) => file.endsWith(e))) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !(spec.startsWith('.') || unalias(spec))) return;
      const target = resolveImport(file, spec);
      if (!target || target === file) return;
      const route = pathTo(graphOf(root), target, file);
      if (route)
        context.report({
          node: node.source,
          messageId: 'cycle',
          data: { route: [file, ...route, file].map((f) => relative(root, f)).join(' → ') },
        });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
