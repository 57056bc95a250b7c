import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root folder (the one holding package.json), found from this module's own place:
 * the same answer from the TypeScript sources (tsx, tests) and from the compiled server in
 * dist/server (one bundle, where `new URL('..', import.meta.url)` would point elsewhere).
 */
export function projectRoot(from: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(from));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`no package.json above ${fileURLToPath(from)}`);
    dir = up;
  }
  return dir;
}

export const PROJECT_ROOT = projectRoot();
