import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { merchantConfigValidator, projectAjv } from '../core/config/ajv';
import { validateMerchantConfig } from '../core/config/validate';
import { merchantConfigSchema } from '../schemas';
import {
  installMerchantValidator,
  merchantValidatorFile,
  resetMerchantValidatorForTests,
} from './merchant-validator-cache';

const demo = JSON.parse(readFileSync(new URL('../merchants/demo.json', import.meta.url), 'utf8')) as Record<
  string,
  unknown
>;
const dirs: string[] = [];
const cacheDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'mv-cache-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  resetMerchantValidatorForTests();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('merchant-config validator cache (issue 18: restart ≤ 3 s)', () => {
  it('the first start compiles and writes it; the next loads it and checks documents exactly as a compiled one', () => {
    const dir = cacheDir();
    expect(installMerchantValidator(dir)).toBe('compiled');
    expect(existsSync(merchantValidatorFile(dir))).toBe(true);
    resetMerchantValidatorForTests();
    expect(installMerchantValidator(dir)).toBe('cache');

    const loaded = merchantConfigValidator();
    const fresh = projectAjv().compile(merchantConfigSchema);
    const bad = { ...demo, flags: { ...(demo.flags as object), noSuchFlag: true }, name: '', ageLimit: 30 };
    for (const doc of [demo, bad]) {
      const [a, b] = [structuredClone(doc), structuredClone(doc)];
      expect(loaded(a)).toBe(fresh(b));
      // The same errors, and the same defaults filled in.
      expect(loaded.errors ?? null).toEqual(fresh.errors ?? null);
      expect(a).toEqual(b);
    }
    expect(loaded(structuredClone(bad))).toBe(false);
    expect(loaded.errors?.map((e) => e.keyword).sort()).toEqual([
      'additionalProperties',
      'enum',
      'minLength',
    ]);
  });

  it('a damaged file is compiled again and rewritten, never run', () => {
    const dir = cacheDir();
    installMerchantValidator(dir);
    writeFileSync(
      merchantValidatorFile(dir),
      'module.exports = (() => { throw new Error("half a file"); })(',
    );
    resetMerchantValidatorForTests();
    expect(installMerchantValidator(dir)).toBe('compiled');
    expect(readFileSync(merchantValidatorFile(dir), 'utf8')).toContain('validate');
    expect(validateMerchantConfig(demo).ok).toBe(true);
  });

  it('a folder it cannot write to leaves the start compiling, nothing else', () => {
    const file = join(cacheDir(), 'not-a-folder');
    writeFileSync(file, '');
    expect(installMerchantValidator(file)).toBe('compiled');
    expect(validateMerchantConfig(demo).ok).toBe(true);
  });

  it('a start with an empty cache loads the build template’s file, and writes nothing there', () => {
    const templateCache = cacheDir();
    installMerchantValidator(templateCache);
    resetMerchantValidatorForTests();
    const dataCache = join(cacheDir(), 'cache');
    expect(installMerchantValidator(dataCache, [templateCache])).toBe('cache');
    expect(existsSync(dataCache)).toBe(false);
    expect(validateMerchantConfig(demo).ok).toBe(true);
    // A file that exports no function (a truncated write) is not installed.
    resetMerchantValidatorForTests();
    const truncated = cacheDir();
    writeFileSync(merchantValidatorFile(truncated), 'module.exports = 42;');
    expect(installMerchantValidator(dataCache, [truncated])).toBe('compiled');
    expect(existsSync(merchantValidatorFile(dataCache))).toBe(true);
    expect(validateMerchantConfig(demo).ok).toBe(true);
  });
});
