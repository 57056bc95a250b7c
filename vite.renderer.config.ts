import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { playerAliases } from './aliases.mjs';

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
 * by the first screens that import it statically: everything the entry needs in one `app` chunk,
 * then what the game list needs in `game-list` (home shows game lists: it loads that chunk too),
 * what home needs besides in `home`, and what login needs besides in `login` (config-server/preload.ts
 * preloads these by name). Only static imports count, so what a screen loads on demand (swiper for a
 * second banner, dialogs) stays in its own chunk. Every other screen is split automatically.
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
  let closures: Record<keyof typeof roots, Set<string>> | undefined;
  const closure = (root: string, info: (id: string) => Info) => {
    const seen = new Set<string>();
    const stack = [root];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(info(id)?.importedIds ?? []));
    }
    return seen;
  };
  return (id: string, ctx: { getModuleInfo: (id: string) => Info }): string | null => {
    const info = (m: string) => ctx.getModuleInfo(m);
    closures ??= {
      app: closure(roots.app, info),
      home: closure(roots.home, info),
      list: closure(roots.list, info),
      login: closure(roots.login, info),
    };
    if (closures.app.has(id)) return 'app';
    if (closures.list.has(id)) return 'game-list';
    if (closures.home.has(id)) return 'home';
    if (closures.login.has(id)) return 'login';
    return null;
  };
}

// The player app: its own build, served under /m, on Preact's compatibility layer (aliases.mjs). Nothing of
// the console is in its graph.
export default defineConfig({
  root: resolve(import.meta.dirname, 'renderer'),
  resolve: { alias: playerAliases() },
  base: '/m/',
  publicDir: false,
  plugins: [react(), compileHints(['app']), precompress()],
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
      treeshake: { moduleSideEffects: (id) => !/\/(schemas|core)\/[^?]*\.ts$/.test(id) },
      output: {
        codeSplitting: { groups: [{ name: firstScreenChunks(), debugName: 'first-screens' }] },
      },
    },
  },
});
