import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isDbUnavailable } from './db/db';
import { DB_RETRY_AFTER_S, installErrorHandler } from './http-errors';

/** Issue 30: a request the database could not serve answers 503 with Retry-After; anything else stays a 500. */
describe('database unavailable', () => {
  const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('knows a dropped or refused connection from a wrong request', () => {
    expect(isDbUnavailable(pgError('57P01', 'terminating connection due to administrator command'))).toBe(
      true,
    );
    expect(isDbUnavailable(pgError('08006'))).toBe(true);
    expect(isDbUnavailable(pgError('ECONNREFUSED'))).toBe(true);
    expect(isDbUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(
      true,
    );
    expect(isDbUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDbUnavailable(pgError('23505', 'duplicate key'))).toBe(false);
    expect(isDbUnavailable(pgError('42P01', 'relation does not exist'))).toBe(false);
    expect(isDbUnavailable(undefined)).toBe(false);
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After for the first, 500 for an unknown error', async () => {
    const app = Fastify();
    installErrorHandler(app);
    app.get('/dropped', async () => {
      throw pgError('57P01', 'terminating connection due to administrator command');
    });
    app.get('/bug', async () => {
      throw new Error('a bug');
    });
    const dropped = await app.inject({ url: '/dropped' });
    expect(dropped.statusCode).toBe(503);
    expect(dropped.headers['retry-after']).toBe(String(DB_RETRY_AFTER_S));
    expect(dropped.json().error.code).toBe('SERVICE_UNAVAILABLE');
    const bug = await app.inject({ url: '/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.headers['retry-after']).toBeUndefined();
    await app.close();
  });
});
