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

/**
 * The player app (/m) is written against React's API and runs on Preact's compatibility layer
 * (issue 18): React DOM alone is about 58 KB gzip of a phone's first load, Preact with compat about
 * 11 KB. Used by the renderer's build and by its component tests (vitest project `player`), so the
 * tests run what players get. The console (/admin) keeps React DOM.
 */
export const PREACT_NAMES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

const escape = (name) => name.replace(/[/.-]/g, (c) => `\\${c}`);

/** The player app's aliases for vite (build and tests): the names above, exactly, then the project's folders. */
export const playerAliases = () => [
  ...Object.entries(PREACT_NAMES).map(([name, replacement]) => ({
    find: new RegExp(`^${escape(name)}$`),
    replacement,
  })),
  ...Object.entries(aliasPaths()).map(([find, replacement]) => ({ find, replacement })),
];
