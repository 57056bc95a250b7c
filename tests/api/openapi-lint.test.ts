import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/* Issue 14 item 8: the OpenAPI document passes `@redocly/cli lint` (recommended rules) with zero errors. */

const REDOCLY = new URL('../../node_modules/.bin/redocly', import.meta.url).pathname;

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('passes redocly lint with zero errors', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).body;
    const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
    writeFileSync(join(dir, 'openapi.json'), doc);
    const out = await new Promise<string>((resolve) => {
      execFile(
        REDOCLY,
        ['lint', 'openapi.json', '--format=json', '--max-problems=1000'],
        {
          cwd: dir,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
          maxBuffer: 50_000_000,
        },
        (_err, stdout) => resolve(stdout),
      );
    });
    const report = JSON.parse(out.slice(out.indexOf('{'))) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    const errors = report.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
    // The document still describes the whole API.
    expect(Object.keys((JSON.parse(doc) as { paths: object }).paths).length).toBeGreaterThan(60);
  }, 120_000);
});
