import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { aliasPaths } from './aliases.mjs';

/**
 * Writes .br and .gz next to each JS/CSS/JSON/SVG asset, so the server (@fastify/static
 * preCompressed) sends compressed bytes without compressing per request: on a phone's 4G the first
 * load of home is mostly transfer time.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    closeBundle() {
      const dir = resolve(import.meta.dirname, 'dist/renderer/assets');
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

// The player app: its own build, served under /m. Nothing of the console is in its graph.
export default defineConfig({
  root: resolve(import.meta.dirname, 'renderer'),
  resolve: { alias: aliasPaths() },
  base: '/m/',
  publicDir: false,
  plugins: [react(), precompress()],
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
    },
  },
});
