import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildRenderer,
  FIRST_LOAD_BUDGET,
  FIRST_LOAD_MERCHANTS,
  FIRST_LOAD_PAGES,
  firstLoadOf,
  merchantLanguage,
} from '@tests/support/first-load';

/**
 * Issue 29: the player app on React DOM 19 keeps a phone's first load small (tests/support/first-load.ts
 * says what is counted). What loads after the first paint (dialogs, the side menu's entries, popups)
 * is not part of it; `npm run bench -- firstload` also counts, in a browser, what loads until the
 * network is idle.
 */
let outDir = '';
beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'first-load-'));
  await buildRenderer(outDir);
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const SCREEN_CHUNK = { '/m/home': 'home', '/m/slot-games': 'game-list', '/m/login': 'login' } as const;

describe(`first-load JavaScript: at most ${FIRST_LOAD_BUDGET.kb} KB gzip in at most ${FIRST_LOAD_BUDGET.files} files`, () => {
  for (const merchant of FIRST_LOAD_MERCHANTS)
    for (const path of FIRST_LOAD_PAGES)
      it(`${merchant} ${path}`, () => {
        const load = firstLoadOf(outDir, path, merchantLanguage(merchant));
        // What it counts: the entry, the shared app chunk, the screen's chunk and the texts (a
        // count that lost one of them would pass for the wrong reason).
        expect(load.files).toContain(load.entry);
        expect(load.files.some((f) => /\/app-[^/]+\.js$/.test(f))).toBe(true);
        expect(load.files.some((f) => /\/resources-[a-z]+-[^/]+\.js$/.test(f))).toBe(true);
        expect(load.files.some((f) => f.includes(`/${SCREEN_CHUNK[path]}-`))).toBe(true);
        console.info(`first load ${merchant} ${path}: ${load.kb} KB gzip, ${load.files.length} files`);
        expect(load.files.length).toBeLessThanOrEqual(FIRST_LOAD_BUDGET.files);
        expect(load.kb).toBeLessThanOrEqual(FIRST_LOAD_BUDGET.kb);
      });
});
