import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, sendEncrypted, type TestApp } from '../support/test-app';

/* System status (spec §4) and what demo mode may and may not do. */

describe('system status', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      merchants: {
        lotus: (doc) => ({ ...doc, status: { maintenance: true, blockedCountries: ['VN'] } }),
        basic: (doc) => ({ ...doc, status: { blockedCountries: ['VN'], blockedIps: ['10.1.1.1'] } }),
      },
    });
  });
  afterAll(async () => t?.close());

  const status = async (merchant: string, headers: Record<string, string> = {}) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/status',
        headers: { 'x-merchant-code': merchant, ...headers },
      })
    ).json();

  it('0 normal, 1 maintenance (also with a region restriction), 2 region restricted only', async () => {
    expect((await status('demo')).status).toBe(0);
    expect((await status('lotus', { 'cf-ipcountry': 'VN' })).status).toBe(1);
    expect(await status('basic', { 'cf-ipcountry': 'VN' })).toMatchObject({
      status: 2,
      regionRestriction: true,
    });
    expect((await status('basic', { 'cf-ipcountry': 'TH' })).status).toBe(0);
    expect(await status('basic', { 'x-forwarded-for': '10.1.1.1' })).toMatchObject({
      status: 2,
      ipBlocked: true,
      location: { ip: '10.1.1.1' },
    });
  });

  it('only a proxy on this machine may name the client address (TRUST_PROXY defaults to loopback)', async () => {
    const from = async (remoteAddress: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/status',
          remoteAddress,
          headers: { 'x-merchant-code': 'demo', 'x-forwarded-for': '198.51.100.4' },
        })
      ).json();
    // A local reverse proxy forwards the player's address…
    expect((await from('127.0.0.1')).location.ip).toBe('198.51.100.4');
    // …but a client on the network cannot choose one (rate limits and login ceilings key on it).
    expect((await from('203.0.113.9')).location.ip).toBe('203.0.113.9');
  });

  it('login and launch stop during maintenance and in blocked regions', async () => {
    const maint = await sendEncrypted(
      t.app,
      'POST',
      '/api/auth/login',
      { username: 'demo_member', password: 'Demo1234' },
      { 'x-merchant-code': 'lotus' },
    );
    expect(maint.statusCode).toBe(503);
    expect(maint.json().error.code).toBe('MAINTENANCE');
    const token = await loginAs(t.app, 'demo_member', 'Demo1234', 'basic').catch(async () => {
      throw new Error('basic login failed');
    });
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/games/launch',
      headers: { ...bearer(token, 'basic'), 'cf-ipcountry': 'VN' },
      payload: { nodeId: 1 },
    });
    expect(blocked.statusCode).toBe(451);
    expect(blocked.json().error.code).toBe('REGION_BLOCKED');
  });

  it('domain routes and countries come from the merchant config', async () => {
    const routes = (
      await t.app.inject({
        method: 'GET',
        url: '/api/domain-route?device=3',
        headers: { 'x-merchant-code': 'demo' },
      })
    ).json();
    expect(routes.list[0]).toEqual({ url: 'https://localhost', device: 3 });
    const countries = (
      await t.app.inject({
        method: 'GET',
        url: '/api/status/countries',
        headers: { 'x-merchant-code': 'demo' },
      })
    ).json();
    expect(countries.list[0]).toEqual({ code: '+84', country: 'VN', digits: 9 });
  });
});
