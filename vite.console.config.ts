import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { aliasPaths } from './aliases.mjs';

// The operator and support console: a separate build under /admin.
export default defineConfig({
  root: resolve(import.meta.dirname, 'console'),
  resolve: { alias: aliasPaths() },
  base: '/admin/',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/console'),
    emptyOutDir: true,
    target: 'es2020',
    reportCompressedSize: false,
  },
});
