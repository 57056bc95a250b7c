import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preloadGroupOf, preloadReader } from '../../config-server/preload';

/**
 * Issue 29: the player app on React DOM 19 keeps a phone's first load small. What a first screen
 * downloads before it can render is the page's entry script, what the entry imports statically, and
 * what the server preloads for that path (the screen's chunks and the language's texts,
 * config-server/preload.ts): counted here from a fresh build's manifest, in the gzip bytes the
 * server sends (the build's precompressed `.gz` files). Bytes do not vary between runs: this is a
 * test, not a timing. What loads after the first paint (dialogs, the side menu's entries, popups)
 * is not part of it; `npm run bench -- firstload` counts that too, in a browser.
 */
export const FIRST_LOAD_BUDGET = { kb: 150, files: 8 } as const;
const PAGES = ['/m/home', '/m/slot-games', '/m/login'] as const;
const MERCHANTS = ['demo', 'lotus'] as const;

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean; name?: string }>;

let outDir = '';
let manifest: Manifest;
let preloads: ReturnType<typeof preloadReader>;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'first-load-'));
  // The production build players get: vitest sets NODE_ENV=test, which would make Vite build React's
  // development bundle.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: resolve(import.meta.dirname, '../../vite.renderer.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const manifestFile = join(outDir, '.vite', 'manifest.json');
  manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  preloads = preloadReader(manifestFile);
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** The JavaScript files a cold visit of `path` fetches before its first screen renders. */
function firstLoad(path: string, language: string): string[] {
  const files = new Set<string>();
  const walk = (key: string) => {
    const e = manifest[key];
    if (!e || files.has(e.file)) return;
    files.add(e.file);
    for (const i of e.imports ?? []) walk(i);
  };
  walk('index.html');
  for (const [, href] of preloads(preloadGroupOf(path), language).matchAll(
    /rel="modulepreload"[^>]*href="\/m\/([^"]+)"/g,
  ))
    files.add(href!);
  return [...files].filter((f) => f.endsWith('.js'));
}

const gzipBytes = (file: string) => readFileSync(join(outDir, `${file}.gz`)).length;
const languageOf = (merchant: string) =>
  (
    JSON.parse(readFileSync(resolve(import.meta.dirname, `../../merchants/${merchant}.json`), 'utf8')) as {
      defaultLanguage: string;
    }
  ).defaultLanguage;

describe(`first-load JavaScript: at most ${FIRST_LOAD_BUDGET.kb} KB gzip in at most ${FIRST_LOAD_BUDGET.files} files`, () => {
  for (const merchant of MERCHANTS)
    for (const path of PAGES)
      it(`${merchant} ${path}`, () => {
        const files = firstLoad(path, languageOf(merchant));
        const kb = files.reduce((sum, f) => sum + gzipBytes(f), 0) / 1024;
        // What it counts: the entry, the shared app chunk, the screen's chunk and the texts (a
        // count that lost one of them would pass for the wrong reason).
        expect(files.find((f) => manifest['index.html']!.file === f)).toBeTruthy();
        expect(files.some((f) => /\/app-[^/]+\.js$/.test(f))).toBe(true);
        expect(files.some((f) => /\/resources-[a-z]+-[^/]+\.js$/.test(f))).toBe(true);
        const screen = { '/m/home': 'home', '/m/slot-games': 'game-list', '/m/login': 'login' }[path];
        expect(files.some((f) => f.includes(`/${screen}-`))).toBe(true);
        console.info(`first load ${merchant} ${path}: ${kb.toFixed(1)} KB gzip, ${files.length} files`);
        expect(files.length).toBeLessThanOrEqual(FIRST_LOAD_BUDGET.files);
        expect(kb).toBeLessThanOrEqual(FIRST_LOAD_BUDGET.kb);
      });
});
