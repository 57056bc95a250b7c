import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importMerchantFile } from '../../config-server/admin/merchant-import';
import { listVersions } from '../../config-server/admin/versions';
import { createTestApp, TEST_DRIVERS, type TestApp } from '../support/test-app';

/* Issue 9: `npm run merchants:import` brings a file into the database on purpose, never over a newer save. */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe.each(TEST_DRIVERS)('merchants:import (%s)', (driver) => {
  it('imports a file based on the latest version (author recorded, served at once); refuses a stale base unless forced; refuses an invalid file', async () => {
    t = await createTestApp({ driver });
    const out = mkdtempSync(join(tmpdir(), 'import-'));
    const file = join(out, 'lotus.json');
    const doc = JSON.parse(readFileSync(join(t.dir, 'lotus.json'), 'utf8')) as Record<string, unknown>;
    const [v1] = await listVersions(t.db, 'lotus');

    writeFileSync(file, JSON.stringify({ ...doc, name: 'Imported lotus' }));
    expect(await importMerchantFile(t.db, file, { author: 'alice', base: v1!.version })).toEqual({
      status: 'imported',
      code: 'lotus',
      version: v1!.version + 1,
    });
    const [latest] = await listVersions(t.db, 'lotus');
    expect(latest).toMatchObject({ version: v1!.version + 1, author: 'alice' });
    await expect
      .poll(async () => (await t!.app.inject({ url: '/api/merchants/lotus/config' })).json().name, {
        timeout: 10_000,
      })
      .toBe('Imported lotus');

    writeFileSync(file, JSON.stringify({ ...doc, name: 'Edited from version 1' }));
    expect(await importMerchantFile(t.db, file, { author: 'bob', base: v1!.version })).toMatchObject({
      status: 'stale',
      latest: v1!.version + 1,
      author: 'alice',
    });
    expect(await importMerchantFile(t.db, file, { author: 'bob' })).toMatchObject({ status: 'stale' });
    expect((await listVersions(t.db, 'lotus'))[0]!.version).toBe(v1!.version + 1);
    expect(await importMerchantFile(t.db, file, { author: 'bob', force: true })).toMatchObject({
      status: 'imported',
      version: v1!.version + 2,
    });

    writeFileSync(file, '{ "code": "lotus", ');
    expect(await importMerchantFile(t.db, file, { author: 'bob', force: true })).toMatchObject({
      status: 'invalid',
    });
    writeFileSync(file, JSON.stringify({ ...doc, code: 'basic' }));
    expect(await importMerchantFile(t.db, file, { author: 'bob', force: true })).toMatchObject({
      status: 'invalid',
    });
    expect((await listVersions(t.db, 'lotus'))[0]!.version).toBe(v1!.version + 2);
  }, 180_000);
});
