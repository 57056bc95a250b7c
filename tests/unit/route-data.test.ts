import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/**
 * Each domain owns its data (issue 33 item 1): a route file holds no SQL (repositories do) and opens
 * no transaction (services do). Lint refuses both (`ROUTE_DATA` in eslint.config.js); these probes
 * lint synthetic files at route paths and expect the refusal.
 */
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });
const messages = async (file: string, code: string) =>
  (await eslint.lintText(code, { filePath: file }))[0]!.messages.filter(
    (m) => m.ruleId === 'no-restricted-syntax',
  );

const HEAD = "import type { Db } from '../../server/db/db';\n";
const ROUTES = [
  'platform-api/routes/probe.ts',
  'config-server/admin/routes-probe.ts',
  'config-server/admin/publishing/routes-probe.ts',
];

describe('route files own no data', () => {
  it.each(
    ROUTES.flatMap((file) => [
      [file, "export const f = (db: Db) => db.query('SELECT id FROM members WHERE id = $1', [1]);"],
      [file, 'export const f = (db: Db) => db.query(`\n  INSERT INTO feedback (content) VALUES ($1)`, [1]);'],
      [file, 'export const f = (db: Db, t: string) => db.query(`UPDATE ${t} SET a = 1`);'],
      [file, 'export const f = (db: Db) => db.query("DELETE FROM webhooks WHERE id = $1", [1]);'],
      [file, "export const f = (db: Db) => db.query('WITH due AS (SELECT 1) SELECT * FROM due');"],
      [file, 'export const f = (db: Db) => db.transaction(async (tx) => tx.query(q));\nconst q = 1;'],
    ]),
  )('%s: refused (%s)', async (file, code) => {
    expect((await messages(file, HEAD + code)).length).toBeGreaterThan(0);
  });

  it('repositories and services may hold SQL and open transactions', async () => {
    const code =
      HEAD + "export const f = (db: Db) => db.transaction(async (tx) => tx.query('SELECT 1 FROM members'));";
    for (const file of [
      'platform-api/repositories/probe-repository.ts',
      'platform-api/services/probe-service.ts',
      'config-server/admin/versions-probe.ts',
    ])
      expect(await messages(file, code)).toEqual([]);
  });

  it('English text in a route is not SQL', async () => {
    const code =
      HEAD +
      "export const summary = ['Delete a webhook', 'Update the merchant', 'Selected items', 'with care'];";
    expect(await messages('platform-api/routes/probe.ts', code)).toEqual([]);
  });
});
