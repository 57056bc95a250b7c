import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import type * as NodeFs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MerchantStore, type StoreEvent } from './merchant-store';

// Pass-through spies: "atomically" is checked by watching how the merchant file is written.
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof NodeFs>();
  return { ...fs, writeFileSync: vi.fn(fs.writeFileSync), renameSync: vi.fn(fs.renameSync) };
});

const silent = { info() {}, warn() {}, error() {} };
const source = new URL('../../merchants/', import.meta.url).pathname;

let dir: string;
let store: MerchantStore;
const events: StoreEvent[] = [];

const edit = (code: string, change: (doc: Record<string, unknown>) => void) => {
  const file = join(dir, `${code}.json`);
  const doc = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(doc);
  writeFileSync(file, JSON.stringify(doc, null, 2));
};
const waitFor = async (check: () => boolean, ms = 1000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - start;
};

beforeEach(async () => {
  dir = join(mkdtempSync(join(tmpdir(), 'store-')), 'merchants');
  cpSync(source, dir, { recursive: true });
  store = new MerchantStore(dir, silent);
  events.length = 0;
  store.on('event', (e: StoreEvent) => events.push(e));
  store.loadAll();
  await store.watch();
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('MerchantStore', () => {
  it('loads every merchant and indexes hosts', () => {
    expect(store.codes()).toEqual(['basic', 'demo', 'lotus']);
    expect(store.byHost('lotus.localhost')?.code).toBe('lotus');
    expect(store.byHost('lotus.localhost:8080')?.code).toBe('lotus');
    expect(store.byHost('LOTUS.LOCALHOST')?.code).toBe('lotus');
    expect(store.byHost('unknown.example')).toBeUndefined();
  });

  it('serves a valid file edit within 1 s, with a new ETag', async () => {
    const before = store.get('demo')!.etag;
    edit('demo', (d) => (d.name = 'Demo Club Edited'));
    const ms = await waitFor(() => store.get('demo')!.config.name === 'Demo Club Edited');
    expect(ms).toBeLessThan(1000);
    expect(store.get('demo')!.etag).not.toBe(before);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'published', code: 'demo', origin: 'file' }),
    );
  });

  it('keeps the last good version live when an edit fails the schema, and records the problems', async () => {
    const good = store.get('demo')!;
    edit('demo', (d) => ((d.flags as Record<string, unknown>).smsLogin = 'yes'));
    await waitFor(() => store.lastRejected('demo') !== undefined);
    expect(store.get('demo')).toBe(good);
    expect(store.lastRejected('demo')!.problems).toContainEqual(
      expect.objectContaining({ pointer: '/flags/smsLogin', key: 'config.errors.type' }),
    );
    // A later good edit clears the rejection.
    edit('demo', (d) => ((d.flags as Record<string, unknown>).smsLogin = false));
    await waitFor(() => store.get('demo')!.config.flags.smsLogin === false);
    expect(store.lastRejected('demo')).toBeUndefined();
  });

  it("serves an edit that follows the previous one within chokidar's 50 ms change window (it raises no event)", async () => {
    // At 5, 15, … 45 ms after the first edit was served: each second edit must be served in the end.
    for (const gap of [5, 15, 25, 35, 45]) {
      edit('demo', (d) => (d.name = `first ${gap}`));
      await waitFor(() => store.get('demo')!.config.name === `first ${gap}`);
      await new Promise((r) => setTimeout(r, gap));
      edit('demo', (d) => (d.name = `second ${gap}`));
      await waitFor(() => store.get('demo')!.config.name === `second ${gap}`);
    }
  });

  it('keeps the last good version when the file is not JSON', async () => {
    const good = store.get('basic')!;
    writeFileSync(join(dir, 'basic.json'), '{ "code": "basic", ');
    await waitFor(() => store.lastRejected('basic') !== undefined);
    expect(store.get('basic')).toBe(good);
    expect(store.lastRejected('basic')!.problems[0]!.key).toBe('config.errors.notJson');
  });

  it('a new file adds a merchant; a deleted one keeps serving until removed', async () => {
    const doc = JSON.parse(readFileSync(join(dir, 'basic.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(join(dir, 'fresh.json'), JSON.stringify({ ...doc, code: 'fresh', hosts: ['fresh.test'] }));
    await waitFor(() => store.get('fresh') !== undefined);
    expect(store.byHost('fresh.test')?.code).toBe('fresh');
    unlinkSync(join(dir, 'fresh.json'));
    await waitFor(() => events.some((e) => e.type === 'deleted' && e.code === 'fresh'));
    expect(store.get('fresh')).toBeDefined();
    expect(store.summaries().find((s) => s.code === 'fresh')?.fileDeleted).toBe(true);
    expect(store.remove('fresh')).toBe(true);
    expect(store.get('fresh')).toBeUndefined();
    expect(store.byHost('fresh.test')).toBeUndefined();
  });

  it('refuses a file whose code differs from its name, or a host another merchant has', async () => {
    const doc = JSON.parse(readFileSync(join(dir, 'basic.json'), 'utf8')) as Record<string, unknown>;
    writeFileSync(
      join(dir, 'other.json'),
      JSON.stringify({ ...doc, code: 'other', hosts: ['lotus.localhost'] }),
    );
    await waitFor(() => store.lastRejected('other') !== undefined);
    expect(store.get('other')).toBeUndefined();
    expect(store.lastRejected('other')!.problems).toContainEqual(
      expect.objectContaining({ pointer: '/hosts/0', key: 'config.errors.hostTaken' }),
    );
    expect(store.check('lotus', { ...doc, code: 'basic' })).toMatchObject({ ok: false });
  });

  it('a merchant that changes its hosts frees the old ones and takes the new at once (issue 36: the index is kept per publish)', () => {
    const doc = store.get('basic')!.source as Record<string, unknown>;
    const hosts = doc.hosts as string[];
    const moved = store.saveFromApi('basic', { ...doc, hosts: ['basic-new.test', ...hosts.slice(1)] });
    expect(moved.ok).toBe(true);
    expect(store.byHost('basic-new.test')?.code).toBe('basic');
    expect(store.byHost(hosts[0]!)).toBeUndefined();
    expect(store.byHost('lotus.localhost')?.code).toBe('lotus');
    // The freed host can be taken by another merchant; the taken one cannot.
    const lotus = store.get('lotus')!.source as Record<string, unknown>;
    expect(store.check('lotus', { ...lotus, hosts: [hosts[0]!] })).toMatchObject({ ok: true });
    expect(store.check('lotus', { ...lotus, hosts: ['basic-new.test'] })).toMatchObject({ ok: false });
    expect(store.saveFromApi('basic', doc).ok).toBe(true);
    expect(store.byHost(hosts[0]!)?.code).toBe('basic');
    expect(store.byHost('basic-new.test')).toBeUndefined();
  });

  it('saveFromApi validates again, writes the file atomically and publishes at once', () => {
    const doc = store.get('basic')!.source as Record<string, unknown>;
    const bad = store.saveFromApi('basic', { ...doc, ageLimit: 30 });
    expect(bad.ok).toBe(false);
    expect(JSON.parse(readFileSync(join(dir, 'basic.json'), 'utf8')).ageLimit).toBeUndefined();
    vi.mocked(writeFileSync).mockClear();
    vi.mocked(renameSync).mockClear();
    const ok = store.saveFromApi('basic', { ...doc, ageLimit: 21 });
    expect(ok.ok).toBe(true);
    expect(store.get('basic')!.config.ageLimit).toBe(21);
    expect(JSON.parse(readFileSync(join(dir, 'basic.json'), 'utf8')).ageLimit).toBe(21);
    // Atomically: the new text goes to a temporary file in the same folder, which is renamed over
    // the merchant file; the merchant file itself is never written in place, and no temporary stays.
    const file = join(dir, 'basic.json');
    const written = vi.mocked(writeFileSync).mock.calls.map((c) => String(c[0]));
    expect(written).not.toContain(file);
    expect(vi.mocked(renameSync).mock.calls.map((c) => [String(c[0]), String(c[1])])).toEqual([
      [written[0], file],
    ]);
    expect(written[0]!.startsWith(dir)).toBe(true);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('a 6,000-deep file at run time is refused before parsing; the watcher and the last version live on', async () => {
    const good = store.get('lotus')!;
    writeFileSync(join(dir, 'lotus.json'), `${'['.repeat(6000)}${']'.repeat(6000)}`);
    await waitFor(() => store.lastRejected('lotus') !== undefined);
    expect(store.get('lotus')).toBe(good);
    expect(store.lastRejected('lotus')!.problems[0]!.key).toBe('config.errors.tooDeep');
    edit('demo', (d) => (d.name = 'Still watching'));
    await waitFor(() => store.get('demo')!.config.name === 'Still watching');
  });
});

describe('MerchantStore at start-up', () => {
  it('an invalid file at start-up serves the last good version given, and reports the file', async () => {
    const lastGood = {
      ...(JSON.parse(readFileSync(join(dir, 'lotus.json'), 'utf8')) as Record<string, unknown>),
      name: 'Lotus last good',
    };
    writeFileSync(join(dir, 'lotus.json'), '{ "code": "lotus", "na');
    writeFileSync(join(dir, 'basic.json'), `${'{"a":'.repeat(6000)}1${'}'.repeat(6000)}`);
    const fresh = new MerchantStore(dir, silent);
    fresh.loadAll(new Map([['lotus', lastGood]]));
    expect(fresh.get('lotus')!.config.name).toBe('Lotus last good');
    expect(fresh.byHost('lotus.localhost')?.code).toBe('lotus');
    expect(fresh.lastRejected('lotus')!.problems[0]!.key).toBe('config.errors.notJson');
    // No stored version for basic: refused (bounded, no stack overflow), the others still load.
    expect(fresh.get('basic')).toBeUndefined();
    expect(fresh.lastRejected('basic')!.problems[0]!.key).toBe('config.errors.tooDeep');
    expect(fresh.get('demo')).toBeDefined();
  });

  it('with writeFiles off (scale mode) an API save is served but the file is left alone', () => {
    const fresh = new MerchantStore(dir, silent, { writeFiles: false });
    fresh.loadAll();
    const before = readFileSync(join(dir, 'basic.json'), 'utf8');
    const r = fresh.saveFromApi('basic', {
      ...(fresh.get('basic')!.source as Record<string, unknown>),
      ageLimit: 21,
    });
    expect(r.ok).toBe(true);
    expect(fresh.get('basic')!.config.ageLimit).toBe(21);
    expect(readFileSync(join(dir, 'basic.json'), 'utf8')).toBe(before);
  });
});
