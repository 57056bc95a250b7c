import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/**
 * axe-core's serious and critical violations on the page as it is, as `rule: selectors` lines.
 * The page must allow the injected script (`test.use({ bypassCSP: true })`).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(
    async () =>
      (await (window as unknown as { axe: { run: () => Promise<{ violations: Violation[] }> } }).axe.run())
        .violations,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * axe-core's colour-contrast violations on the page as it is (issue 17: none on any screen of any
 * merchant), as `selector: what axe measured` lines.
 */
export async function contrastViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(
    async () =>
      (
        await (
          window as unknown as {
            axe: {
              run: (
                ctx: Document,
                opts: { runOnly: string[] },
              ) => Promise<{ violations: { nodes: { target: string[]; failureSummary?: string }[] }[] }>;
            };
          }
        ).axe.run(document, { runOnly: ['color-contrast'] })
      ).violations,
  );
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(-1)[0]}`),
  );
}
