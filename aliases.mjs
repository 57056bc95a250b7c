// The project's path aliases: one list, read by tsconfig.json (`paths`, checked by
// tests/unit/aliases.test.ts), the vite configs (renderer, console, vitest), the server build
// (scripts/build-server.mjs), tsx (through tsconfig.json) and lint (eslint.config.js).
// An import that would climb four or more `../` uses an alias instead (lint refuses the climb).
import { resolve } from 'node:path';

/** alias → folder at the project root. `@core/menus` is `core/menus`, `@schemas` is `schemas/index.ts`. */
export const ALIASES = {
  '@schemas': 'schemas',
  '@core': 'core',
  '@locales': 'locales',
  '@server': 'server',
  '@tests': 'tests',
  '@web-ui': 'web-ui',
};

const ROOT = import.meta.dirname;

/** alias → absolute folder (vite, vitest, esbuild). */
export const aliasPaths = (root = ROOT) =>
  Object.fromEntries(Object.entries(ALIASES).map(([alias, dir]) => [alias, resolve(root, dir)]));

/** The spec with its alias replaced by the absolute folder, or undefined when it has no alias. */
export function unalias(spec, root = ROOT) {
  for (const [alias, dir] of Object.entries(ALIASES))
    if (spec === alias || spec.startsWith(`${alias}/`)) return resolve(root, dir) + spec.slice(alias.length);
  return undefined;
}
