import { existsSync, readFileSync, statSync } from 'node:fs';
import { findRoute } from '../core/routes';

/** Vite's build manifest (renderer, `build.manifest`): source path → output file and its imports. */
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/**
 * The first screen's code by route: home, the game list every category route shows, and login. Kept
 * to the screens most players open first; any other route loads its chunk the usual way. The source
 * paths are the ones renderer/src/app/route-pages.ts imports (a renamed file only loses the preload).
 */
const SCREEN_MODULES = {
  home: 'src/app/home-route.tsx',
  category: 'src/features/games/pages/game-list-page.tsx',
  login: 'src/features/auth/login/login-page.tsx',
} as const;
export type PreloadGroup = keyof typeof SCREEN_MODULES | 'other';

export const preloadGroupOf = (pathname: string): PreloadGroup => {
  const route = findRoute(pathname);
  if (route?.key === 'home' || route?.key === 'login') return route.key;
  return route?.category ? 'category' : 'other';
};

/**
 * `<link>` tags that fetch, alongside the entry script, what the page would otherwise ask for only
 * after the entry has run: the first screen's chunks and the merchant language's texts. One round
 * trip less before the first screen renders on a phone network.
 */
export function preloadReader(manifestFile: string) {
  let cached: { mtime: number; manifest: Manifest } | undefined;
  const read = (): Manifest | undefined => {
    if (!existsSync(manifestFile)) return undefined;
    const mtime = statSync(manifestFile).mtimeMs;
    if (!cached || cached.mtime !== mtime)
      cached = { mtime, manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest };
    return cached.manifest;
  };
  return (group: PreloadGroup, language: string): string => {
    const m = read();
    if (!m) return '';
    // What index.html already loads or preloads is left out.
    const skip = new Set<string>();
    const walk = (key: string, into: Set<string>) => {
      const entry = m[key];
      if (!entry || into.has(key)) return;
      into.add(key);
      for (const i of entry.imports ?? []) walk(i, into);
    };
    walk('index.html', skip);
    const wanted = new Set<string>();
    if (group !== 'other') walk(SCREEN_MODULES[group], wanted);
    walk(
      m[`src/shared/i18n/resources-${language}.ts`]
        ? `src/shared/i18n/resources-${language}.ts`
        : 'src/shared/i18n/resources-en.ts',
      wanted,
    );
    const tags: string[] = [];
    for (const key of wanted) {
      if (skip.has(key)) continue;
      const e = m[key]!;
      tags.push(`<link rel="modulepreload" crossorigin href="/m/${e.file}">`);
      for (const css of e.css ?? [])
        tags.push(`<link rel="preload" as="style" crossorigin href="/m/${css}">`);
    }
    return tags.join('\n    ');
  };
}
