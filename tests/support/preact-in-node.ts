// The player project's setup (vitest.config.ts): the renderer's component tests run on Preact, as its
// build does (PREACT_NAMES in aliases.mjs). Vite's aliases reach our own files; the libraries that
// Node loads itself (react-router, react-query, react-i18next, zustand) import `react` through
// Node's resolver, so the same names are mapped there too: for ES imports (a loader hook) and for
// require() (which is how the runner loads some of them), so every module shares one Preact.
import Module, { register } from 'node:module';
import { PREACT_NAMES as names } from '../../aliases.mjs';

register(
  `data:text/javascript,${encodeURIComponent(
    `const names = ${JSON.stringify(names)};
     export async function resolve(spec, context, next) { return next(names[spec] ?? spec, context); }`,
  )}`,
);

type Resolve = (request: string, ...rest: unknown[]) => string;
const cjs = Module as unknown as { _resolveFilename: Resolve };
const original = cjs._resolveFilename;
cjs._resolveFilename = (request, ...rest) => original(names[request] ?? request, ...rest);
