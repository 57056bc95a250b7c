import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from './compress';

describe('accepted encodings', () => {
  it('reads the list, ignores case and weights, drops what the client refuses with q=0', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd']);
    expect([...acceptedEncodings('BR;q=1.0, gzip;q=0.5')]).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('br;q=0, gzip')]).toEqual(['gzip']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});
