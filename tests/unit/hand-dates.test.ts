import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/**
 * Dates through one helper (issue 33): app code formats a date with `formatDate` and a named format
 * of core/dates.ts, never by hand. Lint refuses `toLocaleDateString`/`toLocaleTimeString`, a date's
 * `toLocaleString`, `Intl.DateTimeFormat`, `padStart(2` and the local date getters (`HAND_DATES` in
 * eslint.config.js); a number's `toLocaleString` (money, rates, counts) stays allowed. These probes
 * lint synthetic files in each app folder.
 */
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });
const refusals = async (file: string, code: string) =>
  (await eslint.lintText(code, { filePath: file }))[0]!.messages.filter(
    (m) => m.ruleId === 'no-restricted-syntax' && m.message.includes('core/dates.ts'),
  );

const APP_FILES = [
  'renderer/src/features/money/pages/probe-page.tsx',
  'renderer/src/shared/ui/probe.ts',
  'console/src/features/payments/probe.tsx',
  'console/src/shared/probe.ts',
  'web-ui/probe.tsx',
  'core/probe.ts',
];
const HAND = [
  "export const f = (iso: string) => new Date(iso).toLocaleString('vi');",
  "export const f = (iso: string) => new Date(iso).toLocaleDateString('vi');",
  'export const f = (d: Date) => d.toLocaleTimeString();',
  "export const f = (createdAt: Date) => createdAt.toLocaleString('en');",
  "export const f = (o: { createdAt: Date }) => o.createdAt.toLocaleString('en');",
  "export const f = (date: Date) => date.toLocaleString('en');",
  "export const f = (ms: number) => new Intl.DateTimeFormat('vi', { month: 'long' }).format(ms);",
  "export const f = (n: number) => String(n).padStart(2, '0');",
  'export const f = (d: Date) => `${d.getDate()}/${d.getMonth() + 1}`;',
  'export const f = (d: Date) => d.getHours() + d.getMinutes() + d.getSeconds();',
];

describe('dates are formatted by core/dates.ts only', () => {
  it.each(APP_FILES.flatMap((file) => HAND.map((code) => [file, code])))(
    '%s: refused (%s)',
    async (file, code) => {
      expect((await refusals(file, code)).length).toBeGreaterThan(0);
    },
  );

  it('numbers keep toLocaleString (money, rates, counts), and other padding stays allowed', async () => {
    const code = [
      "export const money = (amount: number) => amount.toLocaleString('vi', { style: 'currency', currency: 'VND' });",
      "export const rate = (r: { ratePermille: number }) => (r.ratePermille / 10).toLocaleString('en');",
      "export const count = (n: number) => n.toLocaleString('en');",
      "export const serial = (n: number) => String(n).padStart(4, '0');",
      "export const f = (o: { minActive: number }) => o.minActive.toLocaleString('vi');",
    ].join('\n');
    for (const file of APP_FILES) expect(await refusals(file, code)).toEqual([]);
  });

  it('the helper itself, the servers and tests may', async () => {
    const code =
      "export const f = (d: Date) => `${String(d.getDate()).padStart(2, '0')}` + d.toLocaleDateString();";
    for (const file of ['core/dates.ts', 'platform-api/services/probe-service.ts', 'core/probe.test.ts'])
      expect(await refusals(file, code)).toEqual([]);
  });
});
