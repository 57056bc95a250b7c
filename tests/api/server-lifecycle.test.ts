import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The real server process: structured logs, PORT/HOST from the environment, graceful SIGTERM. */
describe('server process', () => {
  it('listens on PORT, logs JSON lines, and exits 0 on SIGTERM', async () => {
    const root = new URL('../..', import.meta.url).pathname;
    const child = spawn(process.execPath, ['--import', 'tsx', 'config-server/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'life-')),
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
        DIST_DIR: '/nonexistent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no listen line:\n${out}`)), 90_000);
      const check = setInterval(() => {
        const m = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(out);
        if (m) {
          clearTimeout(timer);
          clearInterval(check);
          resolve(m[1]!);
        }
      }, 50);
    });
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    const lines = out.trim().split('\n');
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(out).toContain('"msg":"shutting down"');
  }, 120_000);
});
