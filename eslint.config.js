// Lint: TypeScript rules plus the import table of ARCHITECTURE.md (who may import whom) and no cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import noImportCycle from './scripts/lint/no-import-cycle.mjs';
import { createNodeResolver } from 'eslint-plugin-import-x';
import { aliasPaths } from './aliases.mjs';

const parts = [
  'schemas',
  'core',
  'merchants',
  'locales',
  'config-server',
  'platform-api',
  'server',
  'renderer',
  'console',
  'tests',
  'scripts',
];
/** folder → folders it may import (ARCHITECTURE.md; servers may also read locales/ for messages). */
const allowed = {
  schemas: [],
  core: ['schemas'],
  locales: ['schemas'],
  'config-server': ['schemas', 'core', 'locales', 'server', 'platform-api'],
  server: ['schemas', 'core', 'locales'],
  'platform-api': ['schemas', 'core', 'locales', 'server'],
  renderer: ['schemas', 'core', 'locales'],
  console: ['schemas', 'core', 'locales'],
};
const zonesFor = (extraAllowed) =>
  Object.entries(allowed).flatMap(([target, ok]) =>
    parts
      .filter((p) => p !== target && !ok.includes(p) && !extraAllowed.includes(p))
      .map((from) => ({
        target: `./${target}`,
        from: `./${from}`,
        message: `${target}/ may not import ${from}/ (ARCHITECTURE.md import table)`,
      })),
  );
/** config-server/ uses the platform through its public surface only (platform-api/index.ts, plugin.ts). */
const platformInternals = (target) => ({
  target: `./${target}`,
  from: './platform-api',
  except: ['./index.ts', './plugin.ts'],
  message: `${target}/ uses platform-api/ through its public surface (platform-api/index.ts) only`,
});
const zones = [...zonesFor([]), platformInternals('config-server')];
// Unit tests sit next to their code and may use the shared test support (factories) in tests/.
const testZones = [...zonesFor(['tests']), platformInternals('config-server')];
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx'];
/** An import that climbs four or more folders uses an alias of aliases.mjs (`@core/…`, `@schemas/…`, …). */
const DEEP_IMPORT = {
  regex: '^(\\.\\./){4,}',
  message:
    'Four or more ../: import through an alias (@schemas, @core, @locales, @server, @tests; aliases.mjs).',
};
/**
 * Routes take their request and reply types from their JSON schemas (the type provider of
 * platform-api/lib/typed-app.ts): never a hand-typed route generic, never a cast of a request part.
 */
const ROUTE_METHODS = '/^(get|post|put|patch|delete|head|options|all|route)$/';
export const ROUTE_TYPING = [
  {
    selector: `CallExpression[callee.type='MemberExpression'][callee.object.name=/^(app|scope|fastify|server|instance)$/][callee.property.name=${ROUTE_METHODS}][typeArguments]`,
    message:
      'A route takes its types from its schema (TypedApp, docs/architecture.md): no hand-typed route generic.',
  },
  {
    selector:
      ':matches(TSAsExpression, TSTypeAssertion) > MemberExpression.expression[object.name=/^(req|request)$/][property.name=/^(params|query|body|headers)$/]',
    message:
      'Request parts are typed by the route schema; outside a route read one field with fieldOf() (typed-app.ts), never a cast.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'schemas/json/**',
      'test-results/**',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: {
      'import-x': importX,
      'react-hooks': reactHooks,
      local: { rules: { 'no-import-cycle': noImportCycle } },
    },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          alias: Object.fromEntries(Object.entries(aliasPaths()).map(([a, dir]) => [a, [dir]])),
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
      // import-x/no-cycle skips type-only imports; this one counts them (scripts/lint/no-import-cycle.mjs).
      'local/no-import-cycle': 'error',
      'no-restricted-imports': ['error', { patterns: [DEEP_IMPORT] }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read the environment only in config-server/env.ts (or scripts/tests).',
        },
        ...ROUTE_TYPING,
      ],
    },
  },
  {
    files: [
      'config-server/env.ts',
      'tests/**',
      'scripts/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      'vite.config.ts',
      'vitest.config.ts',
      'playwright.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['core/**', 'schemas/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'react', 'react-dom', 'fastify*', '@fastify/*'],
              message: 'core/ and schemas/ are pure: no I/O, no React, no Fastify.',
            },
            DEEP_IMPORT,
          ],
        },
      ],
    },
  },
  {
    files: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: testZones }] },
  },
);
