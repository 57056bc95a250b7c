import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';

/* The dev outbox exists only with DEMO_OUTBOX=1. */

describe('dev outbox', () => {
  it('without DEMO_OUTBOX=1 the outbox route does not exist', async () => {
    const t = await createTestApp({ env: { DEMO_OUTBOX: '0' } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox?kind=captcha' })).statusCode).toBe(
        404,
      );
    } finally {
      await t.close();
    }
  });
});
