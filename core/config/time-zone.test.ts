import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateMerchantConfig } from './validate';
import { isTimeZone } from './semantic';

const demo = JSON.parse(
  readFileSync(new URL('../../merchants/demo.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

describe('a merchant’s time zone (issue 34 reports)', () => {
  it('defaults to Asia/Ho_Chi_Minh, takes a real zone, refuses an unknown one at its pointer', () => {
    const plain = validateMerchantConfig(demo);
    expect(plain.ok && plain.config.timeZone).toBe('Asia/Ho_Chi_Minh');
    const bangkok = validateMerchantConfig({ ...demo, timeZone: 'Asia/Bangkok' });
    expect(bangkok.ok && bangkok.config.timeZone).toBe('Asia/Bangkok');
    const unknown = validateMerchantConfig({ ...demo, timeZone: 'Asia/Atlantis' });
    expect(unknown.ok).toBe(false);
    expect(!unknown.ok && unknown.problems.map((p) => [p.pointer, p.key])).toEqual([
      ['/timeZone', 'config.errors.timeZoneUnknown'],
    ]);
    // Known zones are remembered, unknown ones are not: asked again, the same answers.
    expect(isTimeZone('Asia/Bangkok') && isTimeZone('Asia/Bangkok')).toBe(true);
    expect(isTimeZone('Asia/Atlantis') || isTimeZone('Asia/Atlantis')).toBe(false);
    const shape = validateMerchantConfig({ ...demo, timeZone: 'not a zone; drop' });
    expect(!shape.ok && shape.problems.map((p) => p.pointer)).toEqual(['/timeZone']);
  });
});
