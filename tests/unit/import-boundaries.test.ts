import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/** The import table of ARCHITECTURE.md is enforced by lint: these probes must be refused. */
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });
const lint = async (file: string, code: string) =>
  (await eslint.lintText(code, { filePath: file }))[0]!.messages.map((m) => m.ruleId);

describe('import boundaries', () => {
  it.each([
    ['core/probe.ts', "import { readEnv } from '../config-server/env';\nexport const x = readEnv;"],
    ['schemas/probe.ts', "import { ROUTES } from '../core/routes';\nexport const x = ROUTES;"],
    [
      'renderer/src/probe.ts',
      "import { buildApp } from '../../config-server/app';\nexport const x = buildApp;",
    ],
    ['renderer/src/probe2.ts', "import { openDb } from '../../server/db/db';\nexport const x = openDb;"],
    [
      'console/src/probe.ts',
      "import { MerchantStore } from '../../config-server/store/merchant-store';\nexport const x = MerchantStore;",
    ],
    ['platform-api/probe.ts', "import { buildApp } from '../config-server/app';\nexport const x = buildApp;"],
    [
      'server/probe.ts',
      "import { platformApi } from '../platform-api/plugin';\nexport const x = platformApi;",
    ],
    ['server/probe2.ts', "import { buildApp } from '../config-server/app';\nexport const x = buildApp;"],
    [
      'config-server/admin/probe.ts',
      "import { readWallet } from '../../platform-api/repositories/ledger-repository';\nexport const x = readWallet;",
    ],
  ])('%s may not import that', async (file, code) => {
    expect(await lint(file, code)).toContain('import-x/no-restricted-paths');
  });
  it('core stays pure (no React, no node I/O)', async () => {
    expect(
      await lint('core/probe.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;"),
    ).toContain('no-restricted-imports');
  });
  it('a cycle made only of type imports is refused (import-x/no-cycle skips type imports)', async () => {
    // core/config-diff.ts imports ./same-json: a type import back closes a cycle.
    const code =
      "import type { ConfigChange } from './config-diff';\nexport type Probe = ConfigChange;\nexport const sameJson = (a: unknown, b: unknown): boolean => a === b;";
    expect(await lint('core/same-json.ts', code)).toContain('local/no-import-cycle');
    expect(
      await lint(
        'core/same-json.ts',
        'export const sameJson = (a: unknown, b: unknown): boolean => a === b;',
      ),
    ).not.toContain('local/no-import-cycle');
  });
  it('allowed imports pass', async () => {
    for (const [file, code] of [
      [
        'config-server/admin/probe.ts',
        "import { listEntries } from '../../platform-api';\nexport const x = listEntries;",
      ],
      [
        'config-server/probe.ts',
        "import { platformApi } from '../platform-api/plugin';\nexport const x = platformApi;",
      ],
      ['config-server/probe.ts', "import { openDb } from '../server/db/db';\nexport const x = openDb;"],
      [
        'platform-api/probe.ts',
        "import { AppError } from '../server/http-errors';\nexport const x = AppError;",
      ],
    ])
      expect(await lint(file!, code!)).not.toContain('import-x/no-restricted-paths');
    expect(
      await lint(
        'renderer/src/probe.ts',
        "import { ROUTES } from '../../core/routes';\nexport const x = ROUTES;",
      ),
    ).not.toContain('import-x/no-restricted-paths');
  });
});
