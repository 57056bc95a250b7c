// Lint: TypeScript rules plus the import table of ARCHITECTURE.md (who may import whom) and no cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import noImportCycle from './scripts/lint/no-import-cycle.mjs';

const parts = [
  'schemas',
  'core',
  'merchants',
  'locales',
  'config-server',
  'platform-api',
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
  'config-server': ['schemas', 'core', 'locales', 'platform-api'],
  'platform-api': ['schemas', 'core', 'locales'],
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
const zones = zonesFor([]);
// Unit tests sit next to their code and may use the shared test support (factories) in tests/.
const testZones = zonesFor(['tests']);
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx'];

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
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 8, ignoreExternal: true }],
      // import-x/no-cycle skips type-only imports; this one counts them (scripts/lint/no-import-cycle.mjs).
      'local/no-import-cycle': 'error',
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
