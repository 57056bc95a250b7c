import { describe, expect, it } from 'vitest';
import { prettyDestination, prettyLine } from './log-pretty';

const at = new Date(2026, 10, 23, 12, 1, 2).getTime();

describe('pretty log lines (LOG_FORMAT=pretty, issue 17)', () => {
  it('a request is one short line: time, level, method, address, status, time taken', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: 'h',
      reqId: 'req-1',
      method: 'GET',
      url: '/m/home',
      status: 200,
      ms: 3.1,
      msg: 'request',
    });
    expect(prettyLine(line)).toBe('12:01:02 INFO  GET /m/home 200 3.1 ms\n');
  });
  it('other lines keep their fields as key=value, errors their message and first frame', () => {
    expect(prettyLine(JSON.stringify({ level: 30, time: at, msg: 'platform data seeded', games: 657 }))).toBe(
      '12:01:02 INFO  platform data seeded games=657\n',
    );
    const err = { message: 'boom', stack: 'Error: boom\n    at f (x.ts:1:1)\n    at g' };
    expect(prettyLine(JSON.stringify({ level: 50, time: at, msg: 'shutdown failed', err }))).toBe(
      '12:01:02 ERROR shutdown failed — boom (at f (x.ts:1:1))\n',
    );
  });
  it('a line that is not JSON passes through; the destination keeps counting drops', async () => {
    expect(prettyLine('plain\n')).toBe('plain\n');
    const written: string[] = [];
    const dest = prettyDestination({ write: (l) => written.push(l), dropped: 2, flush: async () => true });
    dest.write(JSON.stringify({ level: 40, time: at, msg: 'slow' }));
    expect(written).toEqual(['12:01:02 WARN  slow\n']);
    expect(dest.dropped).toBe(2);
    expect(await dest.flush(10)).toBe(true);
  });
});
