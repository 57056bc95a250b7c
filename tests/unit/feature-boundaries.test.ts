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
      "import { merge3 } from '../editor/merge3';\nexport const x = merge3;",
    ],
    [
      'console/src/features/editor/probe.ts',
      "import { TokensPanel } from '../tokens/tokens-panel';\nexport const x = TokensPanel;",
    ],
    [
      'console/src/shared/probe.ts',
      "import { merge3 } from '../features/editor/merge3';\nexport const x = merge3;",
    ],
    // console: a shared test may not reach into a feature either (the old helpers.test.ts exception).
    [
      'console/src/shared/probe.test.ts',
      "import { merge3 } from '../features/editor/merge3';\nexport const x = merge3;",
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
        "import { IntegrationsPage } from '../features/webhooks/integrations-page';\nimport { TokensPanel } from '../features/tokens/tokens-panel';\nexport const x = [IntegrationsPage, TokensPanel];",
      ],
      [
        'console/src/features/rollouts/probe.ts',
        "import { ReviewDialog } from '../../shared/review/review-dialog';\nimport { labelOf } from '../../shared/config/labels';\nexport const x = [ReviewDialog, labelOf];",
      ],
    ])
      expect(await lint(file!, code!)).not.toContain(RULE);
  });

  // Issue 33: the console's old cross-feature imports (CONSOLE_FEATURE_DEBT) are gone, and stay gone.
  it.each([
    ['audit', "import '../rollouts/rollouts-page';"],
    ['editor', "import { ChangesPage } from '../publishing/changes-page';\nexport const x = ChangesPage;"],
    ['history', "import { merge3 } from '../editor/merge3';\nexport const x = merge3;"],
    ['publishing', "import { merge3 } from '../editor/merge3';\nexport const x = merge3;"],
    ['rollouts', "import { ChangesPage } from '../publishing/changes-page';\nexport const x = ChangesPage;"],
    ['search', "import { RolloutsPage } from '../rollouts/rollouts-page';\nexport const x = RolloutsPage;"],
    ['webhooks', "import { TokensPanel } from '../tokens/tokens-panel';\nexport const x = TokensPanel;"],
  ])('console/src/features/%s may not import another feature any more', async (feature, code) => {
    expect(await lint(`console/src/features/${feature}/probe.ts`, code)).toContain(RULE);
  });
});
