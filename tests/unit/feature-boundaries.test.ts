import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/**
 * Inside the renderer and the console (docs/architecture.md): `app` composes `features/*`, which use
 * `shared`; no feature imports another and `shared` imports no feature. Lint (eslint.config.js
 * `featureZones`) must refuse these probes.
 */
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });
const lint = async (file: string, code: string) =>
  (await eslint.lintText(code, { filePath: file }))[0]!.messages.map((m) => m.ruleId);
const RULE = 'import-x/no-restricted-paths';

describe('feature boundaries', () => {
  it.each([
    // renderer: a feature imports another feature's file, or its barrel (the two issue-33 cases).
    [
      'renderer/src/features/member/probe.ts',
      "import { backTarget } from '../shell/back-target';\nexport const x = backTarget;",
    ],
    [
      'renderer/src/features/member/probe.ts',
      "import { LinkedAccounts } from '../auth';\nexport const x = LinkedAccounts;",
    ],
    [
      'renderer/src/features/member/components/probe.test.ts',
      "import { backTarget } from '../../shell/back-target';\nexport const x = backTarget;",
    ],
    // renderer: shared imports no feature.
    [
      'renderer/src/shared/ui/probe.ts',
      "import { backTarget } from '../../features/shell/back-target';\nexport const x = backTarget;",
    ],
    [
      'renderer/src/shared/probe.test.ts',
      "import { AppHeader } from '../features/shell';\nexport const x = AppHeader;",
    ],
    // console: the same two zones.
    [
      'console/src/features/users/probe.ts',
      "import { labelOf } from '../editor/labels';\nexport const x = labelOf;",
    ],
    [
      'console/src/features/editor/probe.ts',
      "import { TokensPanel } from '../tokens/tokens-panel';\nexport const x = TokensPanel;",
    ],
    [
      'console/src/shared/probe.ts',
      "import { labelOf } from '../features/editor/labels';\nexport const x = labelOf;",
    ],
  ])('%s may not import that', async (file, code) => {
    expect(await lint(file, code)).toContain(RULE);
  });

  it('app composes features; a feature uses its own files and shared', async () => {
    for (const [file, code] of [
      [
        'renderer/src/app/probe.ts',
        "import { LinkedAccounts } from '../features/auth';\nimport { AppHeader } from '../features/shell';\nexport const x = [LinkedAccounts, AppHeader];",
      ],
      [
        'renderer/src/features/member/pages/probe.ts',
        "import { SwitchRow } from '../components/switch-row';\nimport { useUnread } from '../../../shared/unread';\nexport const x = [SwitchRow, useUnread];",
      ],
      [
        'renderer/src/shared/probe.ts',
        "import { useUnread } from './unread';\nimport { apiFetch } from './api';\nexport const x = [useUnread, apiFetch];",
      ],
      [
        'console/src/app/probe.ts',
        "import { labelOf } from '../features/editor/labels';\nexport const x = labelOf;",
      ],
    ])
      expect(await lint(file!, code!)).not.toContain(RULE);
  });

  it('the console keeps only its listed cross-feature imports (CONSOLE_FEATURE_DEBT), no new ones', async () => {
    // editor → publishing is listed (issue 33 debt); users → publishing is not.
    const code =
      "import { publishingQueries } from '../publishing/queries';\nexport const x = publishingQueries;";
    expect(await lint('console/src/features/editor/probe.ts', code)).not.toContain(RULE);
    expect(await lint('console/src/features/users/probe.ts', code)).toContain(RULE);
  });
});
