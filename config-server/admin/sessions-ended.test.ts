import { describe, expect, it } from 'vitest';
import { readSessionsEnded } from './sessions-ended';

describe('sessions-ended notices (issue 34)', () => {
  it('reads a merchant and its tags; drops anything not a 16-hex-digit tag and any other payload', () => {
    expect(readSessionsEnded(JSON.stringify({ code: 'demo', tags: ['0123456789abcdef', 'x', 5] }))).toEqual({
      code: 'demo',
      tags: ['0123456789abcdef'],
    });
    expect(readSessionsEnded(JSON.stringify({ code: 'demo', tags: ['<script>'] }))).toBeUndefined();
    expect(readSessionsEnded('__resync__')).toBeUndefined();
    expect(readSessionsEnded(JSON.stringify({ tags: ['0123456789abcdef'] }))).toBeUndefined();
  });
});
