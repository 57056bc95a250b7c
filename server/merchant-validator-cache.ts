import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv';
import type standaloneCodeType from 'ajv/dist/standalone';
import { merchantConfigSchema } from '../schemas';
import { PROJECT_AJV_OPTIONS, projectAjv, setMerchantConfigValidator } from '../core/config/ajv';

/*
 * Issue 18 (restart ≤ 3 s): compiling the merchant-config schema is the largest single piece of a
 * start (about 0.35 s on a quiet machine, 0.7 s on a slow one). The first start compiles it and writes
 * Ajv's standalone code for it into the data folder; the next starts load that file instead. The
 * file's name carries a hash of the schema, the Ajv version and the options, so a changed schema or
 * an upgraded Ajv compiles again and never runs stale code.
 */
const require = createRequire(import.meta.url);
const AJV_VERSION = (require('ajv/package.json') as { version: string }).version;
// Through require(): an ES import of `ajv/dist/standalone` is a folder import, which Node refuses.
const standaloneCode = (require('ajv/dist/standalone') as { default: typeof standaloneCodeType }).default;

let fileKey: string | undefined;
export function merchantValidatorFile(cacheDir: string): string {
  // Hashed once a process: a start looks in up to two folders and may write to one.
  fileKey ??= createHash('sha256')
    .update(JSON.stringify([merchantConfigSchema, AJV_VERSION, PROJECT_AJV_OPTIONS]))
    .digest('base64url')
    .slice(0, 16);
  return join(cacheDir, `merchant-validator-${fileKey}.cjs`);
}

/** Ajv's runtime helpers by absolute path: the file lives in the data folder, outside node_modules' reach. */
const withRuntimePaths = (code: string) =>
  code.replace(
    /require\("(ajv\/[^"]+)"\)/g,
    (_, spec: string) => `require(${JSON.stringify(require.resolve(spec))})`,
  );

let installed: 'cache' | 'compiled' | undefined;

/**
 * Loads the precompiled validator from `cacheDir` or else from one of `alsoFrom` (the build's data
 * template, read only), or compiles it and writes it into `cacheDir`; installs it (once a process).
 * Returns where it came from.
 */
export function installMerchantValidator(
  cacheDir: string,
  alsoFrom: readonly string[] = [],
): 'cache' | 'compiled' {
  if (installed) return installed;
  installed = [cacheDir, ...alsoFrom].some(loadFrom) ? 'cache' : compileInto(cacheDir);
  return installed;
}

function loadFrom(dir: string): boolean {
  const file = merchantValidatorFile(dir);
  if (!existsSync(file)) return false;
  try {
    const mod = require(file) as ValidateFunction | { default?: ValidateFunction } | undefined;
    const validate = typeof mod === 'function' ? mod : mod?.default;
    if (typeof validate !== 'function') return false;
    setMerchantConfigValidator(validate);
    return true;
  } catch {
    // A damaged file (a disk filled mid-write), or one whose Ajv path moved: compiled again.
    return false;
  }
}

function compileInto(cacheDir: string): 'compiled' {
  const file = merchantValidatorFile(cacheDir);
  const ajv = projectAjv({ code: { source: true } });
  const validate = ajv.compile(merchantConfigSchema);
  setMerchantConfigValidator(validate);
  try {
    mkdirSync(cacheDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, withRuntimePaths(standaloneCode(ajv, validate)));
    renameSync(tmp, file);
  } catch {
    // A read-only data folder: the next start compiles again, nothing else changes.
  }
  return 'compiled';
}

/** For tests: forgets what this process installed. */
export function resetMerchantValidatorForTests(): void {
  installed = undefined;
}
