import { existsSync, readFileSync, statSync } from 'node:fs';
import { findRoute, isLobbyRoute, routeTexts } from '../core/routes';

/** Vite's build manifest (renderer, `build.manifest`): source path → output file and its imports. */
type Manifest = Record<
  string,
  { file: string; name?: string; imports?: string[]; css?: string[]; isEntry?: boolean }
>;

/**
 * The first screen's code by route: home, the game list every category route shows, and login. Kept
 * to the screens most players open first; any other route loads its chunk the usual way. The build
 * puts each of these screens in a chunk of its own name (`firstScreenChunks` in
 * vite.renderer.config.ts); a renamed chunk only loses the preload.
 */
const SCREEN_CHUNKS = {
  home: 'home',
  category: 'game-list',
  login: 'login',
} as const;
/** `account`: a sign-in screen other than login (its texts: the lobby's and the account chunk). */
export type PreloadGroup = keyof typeof SCREEN_CHUNKS | 'account' | 'other';

export const preloadGroupOf = (pathname: string): PreloadGroup => {
  const route = findRoute(pathname);
  if (route?.key === 'home' || route?.key === 'login') return route.key;
  if (isLobbyRoute(route)) return 'category';
  return routeTexts(route) === 'account' ? 'account' : 'other';
};

/** The chunks of texts after the lobby's that a group's screen shows (renderer i18n.ts `TEXT_CHUNKS`). */
const TEXTS_OF: Record<PreloadGroup, readonly string[]> = {
  home: [],
  category: [],
  login: ['account'],
  account: ['account'],
  other: ['account', 'more'],
};

/** Reads the build manifest, again when the build rewrites it; undefined before the first build. */
export function manifestReader(manifestFile: string): () => Manifest | undefined {
  let cached: { mtime: number; manifest: Manifest } | undefined;
  return () => {
    if (!existsSync(manifestFile)) return undefined;
    const mtime = statSync(manifestFile).mtimeMs;
    if (!cached || cached.mtime !== mtime)
      cached = { mtime, manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest };
    return cached.manifest;
  };
}

/**
 * `<link>` tags that fetch, alongside the entry script, what the page would otherwise ask for only
 * after the entry has run: the first screen's chunks and the merchant language's texts. One round
 * trip less before the first screen renders on a phone network.
 */
export function preloadReader(manifestFile: string) {
  const read = manifestReader(manifestFile);
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
    if (group in SCREEN_CHUNKS) {
      const chunk = Object.keys(m).find(
        (k) =>
          m[k]!.name === SCREEN_CHUNKS[group as keyof typeof SCREEN_CHUNKS] &&
          m[k]!.file.endsWith('.js') &&
          !m[k]!.isEntry,
      );
      if (chunk) walk(chunk, wanted);
    }
    // The language's texts: the lobby's chunk, and the later ones the screen shows
    // (renderer/src/shared/i18n/i18n.ts, core/routes.ts `routeTexts`).
    const texts = m[`src/shared/i18n/resources-${language}.ts`] ? language : 'en';
    walk(`src/shared/i18n/resources-${texts}.ts`, wanted);
    for (const chunk of TEXTS_OF[group]) walk(`src/shared/i18n/resources-${texts}-${chunk}.ts`, wanted);
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
