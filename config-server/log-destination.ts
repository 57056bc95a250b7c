import type { Writable } from 'node:stream';

/** Log bytes waiting for a slow reader before new lines are dropped (and counted). */
export const LOG_BUFFER_MAX_BYTES = 4 * 1_048_576;
/** How long the final flush at shutdown may wait for the reader. */
export const LOG_FINAL_FLUSH_MS = 1_000;

export interface LogDestination {
  /** pino calls this with one serialised line. Never blocks: a line that does not fit is dropped. */
  write(line: string): void;
  /** Lines dropped since start (buffer full, or the reader went away). */
  readonly dropped: number;
  /** Waits for the buffered lines to reach the reader, at most `timeoutMs`; true when all did. */
  flush(timeoutMs?: number): Promise<boolean>;
}

/**
 * The server's log destination (issue 19). pino's default destination writes synchronously and,
 * when stdout is a pipe whose reader stopped reading, retries EAGAIN forever in Atomics.wait: the
 * event loop stops, and with it every timer, including the shutdown deadline. Here stdout is used
 * as the asynchronous stream it is on a pipe, with a bounded buffer: when the reader falls
 * `maxBytes` behind, lines are dropped and counted, never waited for.
 */
export function logDestination(
  out: Writable = process.stdout,
  maxBytes = LOG_BUFFER_MAX_BYTES,
): LogDestination {
  let dropped = 0;
  let broken = false;
  // EPIPE when the reader is gone: count what follows as dropped instead of crashing.
  out.on('error', () => {
    broken = true;
  });
  return {
    write(line) {
      if (broken || out.writableLength + line.length > maxBytes) {
        dropped += 1;
        return;
      }
      out.write(line);
    },
    get dropped() {
      return dropped;
    },
    flush(timeoutMs = LOG_FINAL_FLUSH_MS) {
      if (broken || out.writableLength === 0) return Promise.resolve(!broken);
      return new Promise((resolve) => {
        const done = (ok: boolean) => {
          clearTimeout(timer);
          out.off('drain', onDrain);
          resolve(ok);
        };
        const onDrain = () => done(true);
        const timer = setTimeout(() => done(false), timeoutMs);
        out.on('drain', onDrain);
      });
    },
  };
}
