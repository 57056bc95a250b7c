import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lazyRouteSchemas } from '../../server/lazy-route-schemas';
import { AJV_OPTIONS } from '../../server/validate';
import { createTestApp, type TestApp } from '../support/test-app';

// Issue 18: route validators and serializers compile at their first request, not at start.

describe('the whole app compiles its route schemas lazily', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('every route schema of the app compiles (a broken one fails here, not at a player’s request)', async () => {
    await t.app.ready();
    const compiled = t.compileRouteSchemas();
    // Deferred at start: the app has well over a hundred routes with schemas.
    expect(compiled).toBeGreaterThan(150);
    expect(t.compileRouteSchemas()).toBe(0);
    // Compiled functions answer as before.
    const res = await t.app.inject({ method: 'GET', url: '/api/games?platform=desktop' });
    expect(res.statusCode).toBe(400);
  });
});

/** The same routes on Fastify's default compilers and on the lazy ones answer the same. */
async function twin(lazy: boolean): Promise<FastifyInstance> {
  const schemas = lazyRouteSchemas();
  const app = Fastify({
    ajv: { customOptions: { ...AJV_OPTIONS } },
    ...(lazy ? { schemaController: schemas.schemaController } : {}),
  });
  app.addSchema({ $id: 'shared', type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] });
  app.get(
    '/q',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'integer', default: 1 },
            tags: { type: 'array', items: { type: 'string' } },
          },
          additionalProperties: false,
        },
        headers: { type: 'object', properties: { 'x-key': { type: 'string', minLength: 3 } } },
        response: {
          200: {
            type: 'object',
            properties: { page: { type: 'integer' }, tags: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
    },
    async (req) => ({ ...(req.query as object), secret: 'never serialised' }),
  );
  app.post('/b', { schema: { body: { $ref: 'shared#' } } }, async (req) => req.body);
  await app.ready();
  return app;
}

describe('lazy route schemas behave as Fastify’s own compilers', () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => Promise.all(apps.map((a) => a.close())));

  it.each([
    ['GET', '/q?page=3&tags=a'],
    ['GET', '/q'],
    ['GET', '/q?page=x'],
    ['GET', '/q?other=1'],
    ['POST', '/b', { n: 2 }],
    ['POST', '/b', { n: 'two' }],
    ['POST', '/b', {}],
  ] as const)('%s %s', async (method, url, payload?: object) => {
    const [plain, lazy] = [await twin(false), await twin(true)];
    apps.push(plain, lazy);
    const a = await plain.inject({ method, url, payload });
    const b = await lazy.inject({ method, url, payload });
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.body).toBe(a.body);
  });

  it('headers are checked in lower case, as with the default compiler', async () => {
    const [plain, lazy] = [await twin(false), await twin(true)];
    apps.push(plain, lazy);
    for (const value of ['ab', 'abcd']) {
      const a = await plain.inject({ url: '/q', headers: { 'X-Key': value } });
      const b = await lazy.inject({ url: '/q', headers: { 'X-Key': value } });
      expect(b.statusCode).toBe(a.statusCode);
      expect(b.body).toBe(a.body);
    }
    expect((await lazy.inject({ url: '/q', headers: { 'x-key': 'ab' } })).statusCode).toBe(400);
  });

  it('nothing is compiled at start; a schema compiles at its first request, once', async () => {
    const build = async () => {
      const schemas = lazyRouteSchemas();
      const app = Fastify({ schemaController: schemas.schemaController, exposeHeadRoutes: false });
      app.get(
        '/x',
        { schema: { querystring: { type: 'object', properties: { a: { type: 'integer' } } } } },
        async () => ({}),
      );
      await app.ready();
      return { app, schemas };
    };
    const idle = await build();
    expect(idle.schemas.compileAll()).toBe(1);
    const used = await build();
    expect((await used.app.inject({ url: '/x?a=1' })).statusCode).toBe(200);
    expect((await used.app.inject({ url: '/x?a=b' })).statusCode).toBe(400);
    expect(used.schemas.compileAll()).toBe(0);
    await Promise.all([idle.app.close(), used.app.close()]);
  });

  it('a header schema with an upper-case name is refused at start, not ignored', async () => {
    const app = Fastify({ schemaController: lazyRouteSchemas().schemaController });
    app.get(
      '/h',
      { schema: { headers: { type: 'object', required: ['Idempotency-Key'], properties: {} } } },
      async () => ({}),
    );
    await expect(app.ready()).rejects.toThrow(/header names must be lower case/);
  });
});
