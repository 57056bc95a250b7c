import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';

/** Starts `tsx tests/bench/serve.ts <kind>` (or another script) and resolves with its port. */
export function startServer(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ port: number; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${script} did not start`)), 120_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /PORT (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ port: Number(m[1]), child });
      }
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

export interface LoadResult {
  requestsPerSecond: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** 50 connections against one URL (127.0.0.1 only), bounded in time. */
export async function load(
  url: string,
  opts: {
    connections?: number;
    seconds?: number;
    headers?: Record<string, string>;
    requests?: autocannon.Request[];
  } = {},
): Promise<LoadResult> {
  const r = await autocannon({
    url,
    connections: opts.connections ?? 50,
    duration: opts.seconds ?? 5,
    headers: opts.headers,
    requests: opts.requests,
  });
  return { requestsPerSecond: r.requests.average, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}
