import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { preloadGroupOf, preloadReader } from '../../config-server/preload';

/**
 * Issue 29: what a first screen downloads before it can render: the page's entry script, what the
 * entry imports statically, and what the server preloads for that path (the screen's chunks and the
 * language's texts, config-server/preload.ts). Counted from a build's manifest in the gzip bytes the
 * server sends (the build's precompressed `.gz` files): bytes do not vary between runs.
 * Used by tests/unit/first-load-budget.test.ts (a fresh build) and `npm run bench -- firstload`.
 */
export const FIRST_LOAD_BUDGET = { kb: 150, files: 8 } as const;
export const FIRST_LOAD_PAGES = ['/m/home', '/m/slot-games', '/m/login'] as const;
export const FIRST_LOAD_MERCHANTS = ['demo', 'lotus'] as const;
const ROOT = resolve(import.meta.dirname, '../..');

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The production build of the renderer into `outDir` (vitest's NODE_ENV=test would build React's development bundle). */
export async function buildRenderer(outDir: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: join(ROOT, 'vite.renderer.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

export const merchantLanguage = (merchant: string): string =>
  (
    JSON.parse(readFileSync(join(ROOT, 'merchants', `${merchant}.json`), 'utf8')) as {
      defaultLanguage: string;
    }
  ).defaultLanguage;

/** The first-load JavaScript of `path` in the build at `dir`: its files and their gzip bytes. */
export function firstLoadOf(dir: string, path: string, language: string) {
  const manifestFile = join(dir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const files = new Set<string>();
  const walk = (key: string) => {
    const e = manifest[key];
    if (!e || files.has(e.file)) return;
    files.add(e.file);
    for (const i of e.imports ?? []) walk(i);
  };
  walk('index.html');
  const tags = preloadReader(manifestFile)(preloadGroupOf(path), language);
  for (const [, href] of tags.matchAll(/rel="modulepreload"[^>]*href="\/m\/([^"]+)"/g)) files.add(href!);
  const js = [...files].filter((f) => f.endsWith('.js'));
  const bytes = js.reduce((sum, f) => sum + readFileSync(join(dir, `${f}.gz`)).length, 0);
  return { files: js, entry: manifest['index.html']!.file, bytes, kb: Math.round((bytes / 1024) * 10) / 10 };
}
