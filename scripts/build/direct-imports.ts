import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Issue 29: the renderer's folders have a public `index.ts` (a barrel: `export { X } from './x'`),
 * and screens import from it. The build groups the first screens' modules by what they import
 * statically (`firstScreenChunks` in vite.renderer.config.ts), and an import of a barrel reaches
 * every module the barrel names: the withdraw page's payout fields, the side menu's social links and
 * the payment schemas all went into the first load because home imports one button from
 * `shared/ui`. This rewrites, at build time, `import { A, B as C } from '../shared/ui'` into imports
 * of the files that define A and B, so the module graph says what each module really uses. A name
 * the barrel does not list by name (`export *`), a namespace import and a re-export stay as written.
 */
type Target = { file: string; name: string };

const NAMED_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*(['"])([^'"]+)\3;?/g;
const NAMED_EXPORT = /export\s+(type\s+)?\{([^}]*)\}\s*from\s*(['"])([^'"]+)\3/g;

/** `A`, `type B`, `C as D` → [imported, local, typeOnly]. */
const specifiers = (list: string) =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const typeOnly = s.startsWith('type ');
      const [imported, local = imported] = (typeOnly ? s.slice(5) : s).split(/\s+as\s+/).map((x) => x.trim());
      return { imported: imported!, local: local!, typeOnly };
    });

/** exported name → the file (absolute, no extension) and the name it has there. */
export function barrelTargets(barrelFile: string): Map<string, Target> {
  const map = new Map<string, Target>();
  const source = readFileSync(barrelFile, 'utf8');
  for (const m of source.matchAll(NAMED_EXPORT)) {
    const file = resolve(dirname(barrelFile), m[4]!);
    for (const s of specifiers(m[2]!)) map.set(s.local, { file, name: s.imported });
  }
  return map;
}

/** The module's imports of a barrel, rewritten; undefined when nothing changes. */
export function rewriteBarrelImports(
  code: string,
  barrelOf: (spec: string) => Map<string, Target> | undefined,
): string | undefined {
  let changed = false;
  const out = code.replace(
    NAMED_IMPORT,
    (whole, typeAll: string | undefined, list: string, q: string, spec: string) => {
      const targets = barrelOf(spec);
      if (!targets) return whole;
      const kept: string[] = [];
      const byFile = new Map<string, string[]>();
      for (const s of specifiers(list)) {
        const t = targets.get(s.imported);
        const text = `${s.typeOnly ? 'type ' : ''}${t ? t.name : s.imported}${(t ? t.name : s.imported) === s.local ? '' : ` as ${s.local}`}`;
        if (!t) kept.push(text);
        else byFile.set(t.file, [...(byFile.get(t.file) ?? []), text]);
      }
      if (byFile.size === 0) return whole;
      changed = true;
      const type = typeAll ? 'type ' : '';
      const lines = [...byFile].map(
        ([file, names]) => `import ${type}{ ${names.join(', ')} } from ${q}${file}${q};`,
      );
      if (kept.length) lines.push(`import ${type}{ ${kept.join(', ')} } from ${q}${spec}${q};`);
      return lines.join(' ');
    },
  );
  return changed ? out : undefined;
}

/** The plugin: for the modules under `root`, imports of the barrels (`index.ts`) under `root`. */
export function directImports(root: string): Plugin {
  const barrels = new Map<string, Map<string, Target> | undefined>();
  const barrelAt = (file: string) => {
    if (!barrels.has(file)) {
      let targets: Map<string, Target> | undefined;
      try {
        targets = barrelTargets(file);
      } catch {
        targets = undefined;
      }
      barrels.set(file, targets);
    }
    return barrels.get(file);
  };
  return {
    name: 'direct-imports',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(root) || !/\.tsx?$/.test(id) || id.endsWith('/index.ts')) return null;
      const rewritten = rewriteBarrelImports(code, (spec) => {
        if (!spec.startsWith('.')) return undefined;
        const dir = resolve(dirname(id), spec);
        if (!dir.startsWith(root)) return undefined;
        return barrelAt(`${dir}/index.ts`);
      });
      return rewritten === undefined ? null : { code: rewritten, map: null };
    },
  };
}
