import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { aliasPaths } from './aliases.mjs';
import { directImports } from './scripts/build/direct-imports';

/**
 * Writes .br and .gz next to each JS/CSS/JSON/SVG asset, so the server (@fastify/static
 * preCompressed) sends compressed bytes without compressing per request: on a phone's 4G the first
 * load of home is mostly transfer time.
 */
/**
 * V8's explicit compile hint (Chrome 136+): `//# allFunctionsCalledOnLoad` as a file's first line has
 * its functions compiled eagerly, off the main thread while the file streams in, instead of lazily,
 * on the main thread, each when first called. The `app` chunk is what every first screen runs
 * (shell, router, query, i18n): without the hint, compiling it one function at a time was a third of
 * the first render's main-thread task (issue 18; `npm run bench -- lighthouse`: median TBT 55 → 37 ms
 * on demo /m/home, 92 → 40 ms on /m/slot-games). Added after every other step (Vite puts its
 * preload helper at the top of the chunk in `renderChunk`), before the precompressed copies are made.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
function compileHints(chunks: readonly string[]): Plugin {
  return {
    name: 'compile-hints',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const c of Object.values(bundle))
          if (c.type === 'chunk' && chunks.includes(c.name)) c.code = `${COMPILE_HINT}\n${c.code}`;
      },
    },
  };
}

function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const dir = resolve(outDir, 'assets');
      for (const f of readdirSync(dir)) {
        if (!/\.(js|css|json|svg)$/.test(f)) continue;
        const body = readFileSync(resolve(dir, f));
        writeFileSync(resolve(dir, `${f}.gz`), gzipSync(body, { level: 9 }));
        writeFileSync(
          resolve(dir, `${f}.br`),
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * Issue 18: the first screen in few files. Rolldown's automatic splitting cut the first load of home
 * into 17 files (shared pieces of a few hundred bytes each, every one a request). Here a module goes
 * by the first screens that import it statically:
 * - `app`: what the entry needs, and what login shares with home or the game lists;
 * - `games`: what home and the game lists share (the tiles, grids, game APIs);
 * - `game-list`: the game browser of the category screens; `home`: the rest of home; `login`.
 * So home loads app + games + home, a category app + games + game-list, login app + login
 * (config-server/preload.ts preloads these by name). Only static imports count, so what a screen
 * loads on demand (swiper for a second banner, dialogs, the side menu's entries) stays in its own
 * chunk; every other screen is split automatically. The groups are tried in order (`priority`):
 * a group also takes the dependencies of what it captures, unless a group before it took them.
 */
function firstScreenChunks() {
  const src = resolve(import.meta.dirname, 'renderer/src');
  const roots = {
    app: `${src}/main.tsx`,
    home: `${src}/app/home-route.tsx`,
    list: `${src}/features/games/pages/game-list-page.tsx`,
    login: `${src}/features/auth/login/login-page.tsx`,
  } as const;
  type Info = { importedIds: readonly string[] } | null;
  type Ctx = { getModuleInfo: (id: string) => Info };
  let closures: Record<keyof typeof roots, Set<string>> | undefined;
  const closure = (root: string, ctx: Ctx) => {
    const seen = new Set<string>();
    const stack = [root];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  const chunkOf = (id: string, ctx: Ctx): string | null => {
    closures ??= {
      app: closure(roots.app, ctx),
      home: closure(roots.home, ctx),
      list: closure(roots.list, ctx),
      login: closure(roots.login, ctx),
    };
    const { app, home, list, login } = closures;
    if (app.has(id) || (login.has(id) && (list.has(id) || home.has(id)))) return 'app';
    if (home.has(id) && list.has(id)) return 'games';
    if (list.has(id)) return 'game-list';
    if (home.has(id)) return 'home';
    if (login.has(id)) return 'login';
    return null;
  };
  const order = ['app', 'games', 'game-list', 'home', 'login'];
  return order.map((chunk, i) => ({
    priority: order.length - i,
    // A group named by a function needs a label for rolldown's timing report, or every build warns
    // "`output.codeSplitting.groups[N].name` is a function. Set … debugName" (issue 32 item 23).
    debugName: chunk,
    name: (id: string, ctx: Ctx) => (chunkOf(id, ctx) === chunk ? chunk : null),
  }));
}

// The player app: its own build, served under /m, on React DOM 19. Nothing of
// the console is in its graph.
export default defineConfig({
  root: resolve(import.meta.dirname, 'renderer'),
  resolve: { alias: aliasPaths() },
  base: '/m/',
  publicDir: false,
  plugins: [
    directImports(resolve(import.meta.dirname, 'renderer/src')),
    react(),
    compileHints(['app']),
    precompress(),
  ],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/renderer'),
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    assetsInlineLimit: 2048,
    reportCompressedSize: false,
    // config-server/web.ts reads it to preload the first screen's chunks and the language's texts.
    manifest: true,
    rollupOptions: {
      // schemas/ and core/ are pure modules: one imported for a constant (a list of ids) must not
      // bring the rest of its barrel (admin and console schemas) into the player's first load, and
      // their schema-building calls (`listSchema(...)`) are not side effects.
      treeshake: {
        moduleSideEffects: (id) =>
          !/\/(schemas|core)\/[^?]*\.ts$/.test(id) && !/\/renderer\/src\/[^?]*\.tsx?$/.test(id),
      },
      output: {
        codeSplitting: { groups: firstScreenChunks() },
      },
    },
  },
});
