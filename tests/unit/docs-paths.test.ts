import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every repository path the docs write in backticks (README.md, docs/*.md) exists, so a moved file
 * cannot leave a stale reference behind (issue 33).
 *
 * What counts as a path: inline code (fenced blocks are code, not references) without spaces that
 * contains a `/` or ends in a file extension of this tree; not a URL, not a route (`/api/…`, `/m/…`),
 * not a package (`@fastify/static`, `react@19`), not a relative import (`../`), not an environment
 * variable (`DATA_DIR/pglite`), not something with `…`. `path:line` and `path#anchor` lose the suffix;
 * `{a,b}` is expanded and `.ts(x)` is either spelling. A glob (`*`, `<placeholder>`) checks its fixed folder. A path under an ignored
 * output folder (.gitignore: `dist/`, `data/`, …) is produced by a run, so it is not checked.
 *
 * Where a path is checked: one whose first folder is at the root must exist from the root; a shorter
 * form (`shared/api/client.ts`, `db/db.ts`, `http-errors.ts`, as the docs write inside a row that
 * names the folder) must be the end of some file or folder of the tree.
 */
const ROOT = new URL('../..', import.meta.url).pathname;
const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
/** Paths that name what a reader would create, on purpose. */
const EXAMPLES = new Set([
  // docs/architecture.md "Where a new screen's code goes": the feature folder of the worked example.
  'renderer/src/features/wallet/',
]);
/**
 * Stale paths in a doc another engineer owns (issue 33): skipped here until its owner points them at
 * where the thing lives now; then drop the entry.
 */
const EXTENSIONS =
  /\.(ts|tsx|mts|js|mjs|cjs|json|md|sql|css|html|sh|cfg|conf|ya?ml|svg|png|jpe?g|webp|ico|txt)$/;
const GLOB = /[*?[<]/;

const ignoredDirs = readFileSync(join(ROOT, '.gitignore'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l.endsWith('/') && !l.startsWith('#'));
const rootEntries = new Set(readdirSync(ROOT));

/** Every file and folder of the tree (no node_modules, .git or ignored output), relative to the root. */
function walk(dir: string, out: string[]): string[] {
  for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${e.name}` : e.name;
    if (e.name === 'node_modules' || e.name === '.git') continue;
    if (e.isDirectory()) {
      if (ignoredDirs.some((d) => `${rel}/` === d || `${rel}/`.startsWith(d))) continue;
      out.push(`${rel}/`);
      walk(rel, out);
    } else out.push(rel);
  }
  return out;
}
const tree = walk('', []);

/** The path a backticked token names, or null when it is no repository path. */
function pathOf(token: string): string | null {
  const t = token.trim();
  if (!t || /\s/.test(t) || t.includes('://') || t.includes('@') || t.includes('…') || t.includes('...'))
    return null;
  if (t.startsWith('/') || t.startsWith('./') || t.startsWith('../') || t.startsWith('$')) return null;
  if (/^[A-Z][A-Z0-9_]*\//.test(t)) return null; // an environment variable: DATA_DIR/pglite
  if (/^[a-z]\w*\.\w+\//.test(t)) return null; // config keys: limits.pageSizeBrowser/pageSizeSearch
  const p = t.replace(/#[\w-]*$/, '').replace(/:\d+(-\d+)?$/, '');
  if (!/^[\w.\-/{},*?<>[\]]+(\(\w+\))?$/.test(p)) return null; // code: calls, assignments, quotes
  if (!p.includes('/') && !EXTENSIONS.test(p)) return null;
  return p;
}

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts`. */
function expand(p: string): string[] {
  const m = /\{([^{}]*)\}/.exec(p);
  if (!m) return [p];
  return m[1]!
    .split(',')
    .flatMap((alt) => expand(p.slice(0, m.index) + alt + p.slice(m.index + m[0].length)));
}

function exists(p: string): boolean {
  // `popup.ts(x)`: either spelling.
  const optional = /\((\w+)\)$/.exec(p);
  if (optional) return [p.slice(0, optional.index), p.slice(0, optional.index) + optional[1]].some(exists);
  let path = p;
  if (GLOB.test(path)) {
    // A glob: its fixed folders must exist (`locales/*/cms.json` → `locales/`).
    const parts = path.split('/');
    path = parts
      .slice(
        0,
        parts.findIndex((s) => GLOB.test(s)),
      )
      .join('/');
    if (!path) return true;
    path += '/';
  }
  if (ignoredDirs.some((d) => path.startsWith(d) || `${path}/` === d)) return true;
  const first = path.split('/')[0]!;
  if (rootEntries.has(first) && path.includes('/')) return existsSync(join(ROOT, path));
  if (path === first) return rootEntries.has(first) || tree.some((f) => f.endsWith(`/${path}`));
  const dir = path.endsWith('/') ? path : null;
  return tree.some((f) => f.endsWith(`/${path}`) || (!dir && f.endsWith(`/${path}/`)));
}

/** Backticked tokens outside fenced code, with their line numbers. */
function tokens(doc: string): { line: number; token: string }[] {
  const out: { line: number; token: string }[] = [];
  let fenced = false;
  readFileSync(join(ROOT, doc), 'utf8')
    .split('\n')
    .forEach((text, i) => {
      if (text.trimStart().startsWith('```')) {
        fenced = !fenced;
        return;
      }
      if (fenced) return;
      for (const m of text.matchAll(/`([^`]+)`/g)) out.push({ line: i + 1, token: m[1]! });
    });
  return out;
}

describe('paths in the docs', () => {
  it('what counts as a path', () => {
    expect(pathOf('renderer/src/shared/api/client.ts:12')).toBe('renderer/src/shared/api/client.ts');
    expect(pathOf('docs/operations.md#backups')).toBe('docs/operations.md');
    expect(pathOf('http-errors.ts')).toBe('http-errors.ts');
    expect(pathOf('schemas/')).toBe('schemas/');
    for (const notPath of [
      '/m/home',
      '/api/docs/openapi.json',
      'https://img1.cdn.example',
      '@fastify/static',
      'react@19.3.1',
      'npm run test:unit',
      'DATA_DIR/pglite',
      '../',
      '…/changes',
      'config.limits',
      'limits.pageSizeBrowser/pageSizeSearch',
      "fieldOf(req.query, 'language')",
    ])
      expect(pathOf(notPath), notPath).toBeNull();
    expect(pathOf('renderer/src/shared/ui/{popup,popup-stack}.ts(x)')).toBe(
      'renderer/src/shared/ui/{popup,popup-stack}.ts(x)',
    );
    expect(expand('a/{b,c}-x.ts')).toEqual(['a/b-x.ts', 'a/c-x.ts']);
  });

  it.each(DOCS)('%s names only paths that exist', (doc) => {
    const stale = tokens(doc).flatMap(({ line, token }) => {
      const p = pathOf(token);
      if (!p || EXAMPLES.has(p)) return [];
      return expand(p)
        .filter((one) => !exists(one))
        .map((one) => `${doc}:${line} \`${token}\`${one === p ? '' : ` (${one})`}`);
    });
    expect(stale).toEqual([]);
  });

  it('the messages of eslint.config.js name only files that exist', () => {
    const lines = readFileSync(join(ROOT, 'eslint.config.js'), 'utf8').split('\n');
    // A message is on its `message:` line or the next one (prettier wraps long strings).
    const messages = lines.flatMap((l, i) => (/\bmessage:/.test(l) ? [l, lines[i + 1] ?? ''] : []));
    const named = messages.flatMap((m) =>
      [...m.matchAll(/[\w./-]+\.(?:ts|tsx|md|mjs|js)\b/g)].map((x) => x[0]),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((p) => !exists(p))).toEqual([]);
  });
});
