import { describe, expect, it } from 'vitest';
import Fastify, { LogController } from 'fastify';
import { installRequestLog, SAMPLE_ONE_IN } from './request-log';

describe('request log', () => {
  it('one short line per request, sampled on noisy routes, every error logged', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = Fastify({
      logController: new LogController({ disableRequestLogging: true }),
      logger: {
        level: 'info',
        stream: { write: (l: string) => lines.push(JSON.parse(l) as Record<string, unknown>) },
      },
    });
    installRequestLog(app);
    app.get('/api/merchants/:code/config', async () => ({ ok: true }));
    app.get('/api/member/info', async () => ({ ok: true }));
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    for (let i = 0; i < 1000; i++) await app.inject({ url: '/api/merchants/demo/config' });
    for (let i = 0; i < 50; i++) await app.inject({ url: '/api/member/info' });
    await app.inject({ url: '/nowhere' });
    await app.inject({ url: '/boom' });
    const requests = lines.filter((l) => l.msg === 'request' || l.msg === 'request failed');
    expect(requests.filter((l) => String(l.url).startsWith('/api/merchants/')).length).toBe(
      1000 / SAMPLE_ONE_IN,
    );
    expect(requests.filter((l) => l.url === '/api/member/info').length).toBe(50);
    expect(requests).toContainEqual(expect.objectContaining({ url: '/nowhere', status: 404 }));
    expect(requests).toContainEqual(expect.objectContaining({ url: '/boom', status: 500, level: 50 }));
    const bytes = lines.reduce((n, l) => n + JSON.stringify(l).length, 0);
    expect(bytes / 1052).toBeLessThan(60);
    await app.close();
  });
});
