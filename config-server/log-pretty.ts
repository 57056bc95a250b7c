import type { LogDestination } from './log-destination';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** pino fields every line has: not repeated on a pretty line. */
const OMIT = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime']);

const clock = (ms: number) => new Date(ms).toTimeString().slice(0, 8);
const value = (v: unknown) =>
  typeof v === 'string' ? (/\s/.test(v) ? JSON.stringify(v) : v) : JSON.stringify(v);

/**
 * One pino JSON line as one short readable line: `12:01:02 INFO  GET /m/home 200 3.1 ms` for a
 * request, `12:01:02 INFO  platform data seeded games=240` otherwise; an error adds its message and
 * the first frame of its stack. A line that is not pino JSON passes through unchanged.
 */
export function prettyLine(json: string): string {
  let o: Record<string, unknown>;
  try {
    o = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const level = (LEVELS[o.level as number] ?? String(o.level)).padEnd(5);
  const head = `${clock(typeof o.time === 'number' ? o.time : Date.now())} ${level}`;
  if (o.msg === 'request' || o.msg === 'request failed') {
    const sampled = o.sampledOneIn ? ` (1 in ${String(o.sampledOneIn)})` : '';
    return `${head} ${String(o.method)} ${String(o.url)} ${String(o.status)} ${String(o.ms)} ms${sampled}\n`;
  }
  const err = o.err as { message?: string; stack?: string } | undefined;
  const rest = Object.entries(o)
    .filter(([k, v]) => !OMIT.has(k) && k !== 'err' && v !== undefined)
    .map(([k, v]) => `${k}=${value(v)}`)
    .join(' ');
  const errText = err
    ? ` — ${err.message ?? ''}${err.stack ? ` (${err.stack.split('\n')[1]?.trim() ?? ''})` : ''}`
    : '';
  return `${head} ${String(o.msg ?? '')}${rest ? ` ${rest}` : ''}${errText}\n`;
}

/** The same destination, written as pretty lines (LOG_FORMAT=pretty). */
export function prettyDestination(dest: LogDestination): LogDestination {
  return {
    write: (line) => dest.write(prettyLine(line)),
    get dropped() {
      return dest.dropped;
    },
    flush: (timeoutMs) => dest.flush(timeoutMs),
  };
}
