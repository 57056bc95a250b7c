import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { logDestination } from './log-destination';

/** A reader that never finishes a write: everything stays buffered. */
const stalled = () => new Writable({ highWaterMark: 16, write: () => undefined });

describe('log destination', () => {
  it('drops and counts lines past the buffer bound instead of waiting for the reader', () => {
    const out = stalled();
    const dest = logDestination(out, 100);
    for (let i = 0; i < 10; i++) dest.write(`${'x'.repeat(30)}\n`);
    expect(out.writableLength).toBeLessThanOrEqual(100);
    expect(dest.dropped).toBe(10 - Math.floor(100 / 31));
  });

  it('the final flush gives up after its time limit; resolves at once when nothing is pending', async () => {
    const dest = logDestination(stalled(), 1000);
    dest.write('line\n');
    const t = Date.now();
    expect(await dest.flush(50)).toBe(false);
    expect(Date.now() - t).toBeLessThan(1000);
    const lines: string[] = [];
    const ok = logDestination(
      new Writable({ write: (c: Buffer, _e, cb) => (lines.push(c.toString()), cb()) }),
    );
    ok.write('a\n');
    expect(await ok.flush(50)).toBe(true);
    expect(lines).toEqual(['a\n']);
  });

  it('a reader gone (EPIPE) counts lines as dropped, never throws', () => {
    const out = stalled();
    const dest = logDestination(out);
    out.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    dest.write('after\n');
    expect(dest.dropped).toBe(1);
  });
});
