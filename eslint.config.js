// Lint: TypeScript rules plus the import table of docs/architecture.md (who may import whom) and no cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import noImportCycle from './scripts/lint/no-import-cycle.mjs';
import { createNodeResolver } from 'eslint-plugin-import-x';
import { aliasPaths } from './aliases.mjs';
import { readdirSync } from 'node:fs';

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
  'web-ui',
  'tests',
  'scripts',
];
/** folder → folders it may import (docs/architecture.md; servers may also read locales/ for messages). */
const allowed = {
  schemas: [],
  core: ['schemas'],
  locales: ['schemas'],
  'config-server': ['schemas', 'core', 'locales', 'server', 'platform-api'],
  server: ['schemas', 'core', 'locales'],
  'platform-api': ['schemas', 'core', 'locales', 'server'],
  renderer: ['schemas', 'core', 'locales', 'web-ui'],
  console: ['schemas', 'core', 'locales', 'web-ui'],
  // React pieces both web apps share (the one modal dialog): the apps' own code never goes here.
  'web-ui': ['schemas', 'core', 'locales'],
};
const zonesFor = (extraAllowed) =>
  Object.entries(allowed).flatMap(([target, ok]) =>
    parts
      .filter((p) => p !== target && !ok.includes(p) && !extraAllowed.includes(p))
      .map((from) => ({
        target: `./${target}`,
        from: `./${from}`,
        message: `${target}/ may not import ${from}/ (docs/architecture.md import table)`,
      })),
  );
/** config-server/ uses the platform through its public surface only (platform-api/index.ts, plugin.ts). */
const platformInternals = (target) => ({
  target: `./${target}`,
  from: './platform-api',
  except: ['./index.ts', './plugin.ts'],
  message: `${target}/ uses platform-api/ through its public surface (platform-api/index.ts) only`,
});
/**
 * Inside renderer/src and console/src (docs/architecture.md): `app` composes `features/*`, which use
 * `shared`; no feature imports another, and `shared` imports no feature. One zone per feature folder.
 */
const featuresOf = (app) =>
  readdirSync(new URL(`./${app}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const featureZones = (app) => [
  ...featuresOf(app).map((f) => ({
    target: `./${app}/src/features/${f}`,
    from: `./${app}/src/features`,
    except: [`./${f}`],
    message: `${app}/src/features/${f} may not import another feature: move the shared piece to ${app}/src/shared or compose in ${app}/src/app (docs/architecture.md)`,
  })),
  {
    target: `./${app}/src/shared`,
    from: `./${app}/src/features`,
    message: `${app}/src/shared may not import a feature (docs/architecture.md)`,
  },
];
const zones = [
  ...zonesFor([]),
  platformInternals('config-server'),
  ...featureZones('renderer'),
  ...featureZones('console'),
];
// Unit tests sit next to their code and may use the shared test support (factories) in tests/.
const testZones = [
  ...zonesFor(['tests']),
  platformInternals('config-server'),
  ...featureZones('renderer'),
  ...featureZones('console'),
];
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx'];
/** An import that climbs four or more folders uses an alias of aliases.mjs (`@core/…`, `@schemas/…`, …). */
const DEEP_IMPORT = {
  regex: '^(\\.\\./){4,}',
  message:
    'Four or more ../: import through an alias (@schemas, @core, @locales, @server, @tests; aliases.mjs).',
};
/**
 * Routes take their request and reply types from their JSON schemas (the type provider of
 * server/typed-app.ts): never a hand-typed route generic, never a cast of a request part.
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
      'Request parts are typed by the route schema; outside a route read one field with fieldOf() (server/typed-app.ts), never a cast.',
  },
];

// ---- Issue 33 item 1: each domain owns its data. Route files hold no SQL and open no transaction:
// SQL lives in repositories (platform-api/repositories/, the console's own modules such as
// config-server/admin/versions.ts), transactions are opened by services. Probed by
// tests/unit/route-data.test.ts.
/** Route files: the platform's routes and the console's route modules. */
export const ROUTE_FILES = ['**/routes/*.ts', 'config-server/admin/**/routes-*.ts'];
/** A statement's first keyword (upper case, as this tree writes SQL; English text such as "Delete a…" is not SQL). */
const SQL_START = '/^\\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\\s/';
export const ROUTE_DATA = [
  {
    selector: `Literal[value=${SQL_START}]`,
    message: 'No SQL in a route file: put the statement in a repository function (docs/architecture.md).',
  },
  {
    selector: `TemplateLiteral[quasis.0.value.raw=${SQL_START}]`,
    message: 'No SQL in a route file: put the statement in a repository function (docs/architecture.md).',
  },
  {
    selector: "CallExpression[callee.property.name='transaction']",
    message: 'A route opens no transaction: a service function does (platform-api/services/).',
  },
];
/** In both no-restricted-syntax lists: a later block replaces a rule's options, so the route block repeats them. */
const NO_PROCESS_ENV = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Read the environment only in config-server/env.ts (or scripts/tests).',
};
// ---- end of issue 33 item 1 definitions

// ---- Issue 33: dates through one helper. App code (both apps, web-ui, core) formats a date with
// formatDate and a named format of core/dates.ts (dayjs, the spec's DD/MM/YYYY and YYYY-MM-DD), never
// by hand. Numbers keep toLocaleString (money, rates, counts): only a date's is refused. Probed by
// tests/unit/hand-dates.test.ts.
export const DATE_APP_FILES = ['renderer/src/**', 'console/src/**', 'web-ui/**', 'core/**'];
const HAND_DATE = 'Format dates with formatDate and a named format of core/dates.ts (issue 33), not by hand.';
/** Receivers that name a date (`createdAt`, `date`, `until`, `startTime`…), as a variable or a property. */
const DATE_NAME = '/(^date|Date|^time|Time|^day|Day|At|^until|^when)$/';
export const HAND_DATES = [
  { selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]', message: HAND_DATE },
  {
    selector:
      "CallExpression[callee.property.name='toLocaleString'][callee.object.type='NewExpression'][callee.object.callee.name='Date']",
    message: HAND_DATE,
  },
  {
    selector: `CallExpression[callee.property.name='toLocaleString'][callee.object.name=${DATE_NAME}]`,
    message: HAND_DATE,
  },
  {
    selector: `CallExpression[callee.property.name='toLocaleString'][callee.object.property.name=${DATE_NAME}]`,
    message: HAND_DATE,
  },
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
    message: HAND_DATE,
  },
  { selector: "CallExpression[callee.property.name='padStart'][arguments.0.value=2]", message: HAND_DATE },
  {
    selector:
      'CallExpression[callee.property.name=/^get(Date|Month|Hours|Minutes|Seconds)$/][arguments.length=0]',
    message: HAND_DATE,
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
      'no-restricted-syntax': ['error', NO_PROCESS_ENV, ...ROUTE_TYPING],
    },
  },
  // Issue 33 item 1: route files also refuse SQL and transactions (ROUTE_DATA above).
  {
    files: ROUTE_FILES,
    rules: { 'no-restricted-syntax': ['error', NO_PROCESS_ENV, ...ROUTE_TYPING, ...ROUTE_DATA] },
  },
  // Issue 33: app code formats dates through core/dates.ts (HAND_DATES above); the helper itself may.
  {
    files: DATE_APP_FILES,
    ignores: ['core/dates.ts'],
    rules: { 'no-restricted-syntax': ['error', NO_PROCESS_ENV, ...ROUTE_TYPING, ...HAND_DATES] },
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
  // The browser suites take `test` from tests/e2e/fixtures.ts: it closes the browser contexts a test
  // opened and left open (they lived on beside every later test of the worker).
  {
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [DEEP_IMPORT],
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './fixtures': it closes the browser contexts a test leaves open.",
            },
          ],
        },
      ],
    },
  },
);
