import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminTestApp, login, OPERATOR } from './admin-support';
import { MerchantStore } from '../../config-server/store/merchant-store';
import { latestHeads, VersionLog } from '../../config-server/admin/versions';

type Ctx = Awaited<ReturnType<typeof adminTestApp>>;
let ctx: Ctx;
let auth: Record<string, string>;

beforeAll(async () => {
  ctx = await adminTestApp();
  auth = { authorization: `Bearer ${await login(ctx.app, OPERATOR.username, OPERATOR.password)}` };
});
afterAll(async () => ctx?.close());

const getConfig = async (code: string) =>
  (await ctx.app.inject({ url: `/api/admin/merchants/${code}/config`, headers: auth })).json() as {
    version: number;
    document: Record<string, unknown>;
  };
const put = (code: string, doc: unknown, ifMatch?: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/merchants/${code}/config`,
    headers: { ...auth, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    payload: doc as object,
  });
const withFlag = (doc: Record<string, unknown>, flag: string, value: boolean) => ({
  ...doc,
  flags: { ...(doc.flags as object), [flag]: value },
});

describe('versions', () => {
  it('the first load of each merchant is version 1, authored by "file"', async () => {
    const list = (await ctx.app.inject({ url: '/api/admin/merchants', headers: auth })).json() as {
      code: string;
      version: number;
      savedBy: string;
    }[];
    expect(list.map((m) => [m.code, m.version, m.savedBy])).toEqual([
      ['basic', 1, 'file'],
      ['demo', 1, 'file'],
      ['lotus', 1, 'file'],
    ]);
  });

  it('keeps the key order the operator wrote (the file is written back in that order)', async () => {
    const onDisk = JSON.parse(readFileSync(join(ctx.dir, 'demo.json'), 'utf8')) as object;
    expect(Object.keys((await getConfig('demo')).document)).toEqual(Object.keys(onDisk));
  });

  it('save with If-Match: new version, published at once, file written, audited with the change summary', async () => {
    const { version, document } = await getConfig('lotus');
    const res = await put(
      'lotus',
      withFlag(document, 'smsLogin', !ctx.store.get('lotus')!.config.flags.smsLogin),
      `"${version}"`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved.version).toBe(version + 1);
    expect(saved.author).toBe(OPERATOR.username);
    expect(saved.summary.map((c: { key: string }) => c.key)).toEqual([
      expect.stringMatching(/^console\.changes\.flag(On|Off)$/),
    ]);
    const served = await ctx.app.inject({ url: '/api/merchants/lotus/config' });
    expect(served.json().flags.smsLogin).toBe(
      !((document.flags as Record<string, boolean> | undefined)?.smsLogin ?? false),
    );
    expect(JSON.parse(readFileSync(join(ctx.dir, 'lotus.json'), 'utf8')).flags.smsLogin).toBe(
      served.json().flags.smsLogin,
    );
    const audit = (await ctx.app.inject({ url: '/api/admin/audit?merchant=lotus', headers: auth })).json();
    expect(audit[0]).toMatchObject({
      actor: OPERATOR.username,
      action: 'save',
      merchant: 'lotus',
      version: version + 1,
      ip: '127.0.0.1',
    });
  });

  it('a stale If-Match answers 412 with what changed meanwhile, and overwrites nothing', async () => {
    const { version, document } = await getConfig('basic');
    expect((await put('basic', withFlag(document, 'captcha', true), `"${version}"`)).statusCode).toBe(200);
    const etag = ctx.store.get('basic')!.etag;
    const stale = await put('basic', withFlag(document, 'CBS3', true), `"${version}"`);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.code).toBe('VERSION_CONFLICT');
    expect(stale.json().error.details).toMatchObject({
      currentVersion: version + 1,
      author: OPERATOR.username,
      changes: [{ key: 'console.changes.flagOn', params: { flag: 'captcha' } }],
    });
    expect(ctx.store.get('basic')!.etag).toBe(etag);
  });

  it('no If-Match: 428; a broken document: 422 with problems at their pointers, nothing saved', async () => {
    const { version, document } = await getConfig('demo');
    expect((await put('demo', document)).statusCode).toBe(428);
    const etag = ctx.store.get('demo')!.etag;
    const bad = await put(
      'demo',
      { ...document, theme: { ...(document.theme as object), colors: { primary: 'red' } } },
      `"${version}"`,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.details).toEqual([
      expect.objectContaining({ pointer: '/theme/colors/primary', key: 'config.errors.pattern' }),
    ]);
    expect(ctx.store.get('demo')!.etag).toBe(etag);
    expect((await getConfig('demo')).version).toBe(version);
  });

  it('refuses a theme a player cannot read (WCAG AA), with the problem at the text colour, nothing saved', async () => {
    const { version, document } = await getConfig('lotus');
    const etag = ctx.store.get('lotus')!.etag;
    const theme = document.theme as { colors: Record<string, string> };
    const bad = await put(
      'lotus',
      { ...document, theme: { ...theme, colors: { ...theme.colors, primaryContrast: '#ffffff' } } },
      `"${version}"`,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.details).toEqual([
      expect.objectContaining({
        pointer: '/theme/colors/primaryContrast',
        key: 'config.errors.contrastTooLow',
        params: { fg: 'primaryContrast', bg: 'primary', ratio: '3.5', required: 4.5 },
      }),
    ]);
    expect(ctx.store.get('lotus')!.etag).toBe(etag);
  });

  it('validate is a dry run that reports problems or the changes for players', async () => {
    const { document } = await getConfig('demo');
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/merchants/demo/validate',
      headers: auth,
      payload: withFlag(document, 'REWCEN3', false),
    });
    expect(ok.json()).toMatchObject({
      ok: true,
      changes: [{ key: 'console.changes.flagOff', params: { flag: 'REWCEN3' } }],
    });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/merchants/demo/validate',
      headers: auth,
      payload: { ...document, flags: { nope: true } },
    });
    expect(bad.json()).toMatchObject({
      ok: false,
      problems: [{ pointer: '/flags/nope', key: 'config.errors.unknownProperty' }],
    });
    expect(ctx.store.get('demo')!.config.flags.REWCEN3).toBe(true);
  });

  it('rollback publishes the old document as a new version, audited and itself undoable', async () => {
    const before = await getConfig('demo');
    const changed = await put(
      'demo',
      withFlag(before.document, 'signIn', !ctx.store.get('demo')!.config.flags.signIn),
      `"${before.version}"`,
    );
    const v2 = changed.json().version as number;
    const back = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/merchants/demo/rollback',
      headers: auth,
      payload: { version: before.version, reason: 'undo the test edit' },
    });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ version: v2 + 1, origin: 'rollback', restoredFrom: before.version });
    expect(ctx.store.get('demo')!.config.flags.signIn).toBe(
      before.document.flags ? Boolean((before.document.flags as Record<string, boolean>).signIn) : false,
    );
    const redo = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/merchants/demo/rollback',
      headers: auth,
      payload: { version: v2, reason: 'redo the test edit' },
    });
    expect(redo.json().version).toBe(v2 + 2);
    const audit = (
      await ctx.app.inject({ url: '/api/admin/audit?merchant=demo&limit=2', headers: auth })
    ).json();
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['rollback', 'rollback']);
    const list = (await ctx.app.inject({ url: '/api/admin/merchants/demo/versions', headers: auth })).json();
    expect(list.length).toBe(v2 + 2);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/admin/merchants/demo/rollback',
          headers: auth,
          payload: { version: 9999, reason: 'no such version' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('an edit on disk becomes a version authored by "file"', async () => {
    const file = join(ctx.dir, 'basic.json');
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...doc, name: 'Basic renamed' }, null, 2));
    await expect
      .poll(async () => (await getConfig('basic')).document.name, { timeout: 5000 })
      .toBe('Basic renamed');
    const versions = (
      await ctx.app.inject({ url: '/api/admin/merchants/basic/versions', headers: auth })
    ).json();
    expect(versions[0]).toMatchObject({
      author: 'file',
      origin: 'file',
      summary: [{ key: 'console.changes.nameChanged' }],
    });
  });

  it('the merchant list shows the last rejected edit from disk with its problems; the live version stays', async () => {
    const file = join(ctx.dir, 'lotus.json');
    const good = readFileSync(file, 'utf8');
    const etag = ctx.store.get('lotus')!.etag;
    writeFileSync(file, JSON.stringify({ ...JSON.parse(good), flags: { notAFlag: true } }));
    await expect
      .poll(
        async () =>
          (
            (await ctx.app.inject({ url: '/api/admin/merchants', headers: auth })).json() as {
              code: string;
              lastRejected?: { problems: { pointer: string; key: string }[] };
            }[]
          ).find((m) => m.code === 'lotus')?.lastRejected?.problems,
        { timeout: 5000 },
      )
      .toEqual([
        expect.objectContaining({ pointer: '/flags/notAFlag', key: 'config.errors.unknownProperty' }),
      ]);
    expect(ctx.store.get('lotus')!.etag).toBe(etag);
    writeFileSync(file, good);
  });

  it('bad input never crashes: 400s with a catalogue code', async () => {
    const cases = [
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/merchants/demo/config',
        headers: { ...auth, 'content-type': 'application/json', 'if-match': '"1"' },
        payload: '{"broken',
      }),
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/merchants/demo/config',
        headers: { ...auth, 'if-match': '"1"' },
        payload: [1, 2] as unknown as object,
      }),
      ctx.app.inject({ url: '/api/admin/merchants/NOT_A_CODE/config', headers: auth }),
      ctx.app.inject({ url: '/api/admin/merchants/demo/versions/0', headers: auth }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/merchants/demo/rollback',
        headers: auth,
        payload: { version: 'x' },
      }),
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/merchants/demo/preview',
        headers: auth,
        payload: { overrides: { flags: { notAFlag: true } } },
      }),
      ctx.app.inject({ url: '/api/admin/audit?limit=100000', headers: auth }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toMatch(/^(BAD_REQUEST|VALIDATION_FAILED)$/);
    }
    expect(
      (await ctx.app.inject({ url: '/api/admin/merchants/nobody/config', headers: auth })).json().error.code,
    ).toBe('MERCHANT_NOT_FOUND');
  });

  it('at start-up, files edited while the server was down become versions with their changes; the others get none', async () => {
    const heads = async () => latestHeads(ctx.db);
    const before = await heads();
    // The files as the server left them, in a folder the running server does not watch (its watcher
    // would record the edit itself), one edited.
    const folder = mkdtempSync(join(tmpdir(), 'merchants-down-'));
    cpSync(ctx.dir, folder, { recursive: true });
    const file = join(folder, 'demo.json');
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...doc, name: 'Demo edited while down' }, null, 2));
    // A start-up on that folder and the same database: load, then the start-up sync.
    const restarted = new MerchantStore(folder, { info() {}, warn() {}, error() {} });
    restarted.loadAll();
    await new VersionLog(ctx.db).syncAllFromStore(restarted);
    const after = await heads();
    expect(after.get('demo')!.version).toBe(before.get('demo')!.version + 1);
    for (const code of ['basic', 'lotus']) expect(after.get(code)).toEqual(before.get(code));
    const [latest] = (
      await ctx.app.inject({ url: '/api/admin/merchants/demo/versions', headers: auth })
    ).json() as { author: string; summary: { key: string }[] }[];
    expect(latest).toMatchObject({ author: 'file', summary: [{ key: 'console.changes.nameChanged' }] });
    // Nothing more to record: a second start-up adds no version.
    await new VersionLog(ctx.db).syncAllFromStore(restarted);
    expect(await heads()).toEqual(after);
    rmSync(folder, { recursive: true, force: true });
  });
});

describe('login', () => {
  it('a wrong password is 401, audited with where from; the 11th attempt in a minute is 429', async () => {
    const attempt = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'rate-target', password: 'wrong' },
      });
    const first = await attempt();
    expect(first.statusCode).toBe(401);
    expect(first.json().error.code).toBe('WRONG_CREDENTIALS');
    const audit = (await ctx.app.inject({ url: '/api/admin/audit', headers: auth })).json();
    expect(audit[0]).toMatchObject({ actor: 'rate-target', action: 'loginFailed', ip: '127.0.0.1' });
    for (let i = 0; i < 9; i++) await attempt();
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
  });

  it('varying X-Forwarded-For does not lift the limit: after 10 failures per username every try needs a captcha', async () => {
    const attempt = (i: number, password = 'wrong') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
        payload: { username: 'spoof-target', password },
      });
    for (let i = 0; i < 9; i++) expect((await attempt(i)).statusCode).toBe(401);
    expect((await attempt(9)).json().error).toMatchObject({
      code: 'WRONG_CREDENTIALS',
      details: { captcha: true },
    });
    const refused = await attempt(99);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'CAPTCHA_REQUIRED', details: { captcha: true } });
  });

  it('10 wrong passwords from strangers do not lock the operator out: the right password and a captcha log in (issue 14)', async () => {
    const victim = { username: 'victim-op', password: 'victim-password-123' };
    await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: auth,
      payload: { ...victim, role: 'viewer' },
    });
    const attempt = (i: number, extra: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { 'x-forwarded-for': `10.1.0.${i}` },
        payload: { username: victim.username, password: 'wrong', ...extra },
      });
    for (let i = 0; i < 10; i++) expect((await attempt(i)).statusCode).toBe(401);
    const noCaptcha = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'x-forwarded-for': '10.1.1.1' },
      payload: victim,
    });
    expect(noCaptcha.json().error.code).toBe('CAPTCHA_REQUIRED');
    const { captchaId } = (await ctx.app.inject({ url: '/api/auth/captcha' })).json() as {
      captchaId: string;
    };
    const answer = (await ctx.app.inject({ url: `/api/dev/outbox?kind=captcha&to=${captchaId}` })).json()
      .messages[0].body as string;
    const owner = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'x-forwarded-for': '10.1.1.1' },
      payload: { ...victim, captchaId, captcha: answer },
    });
    expect(owner.statusCode, owner.body).toBe(200);
  });
});
