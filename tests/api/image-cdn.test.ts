import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Image CDN hosts (spec §3 status imageCDNs, §9 "default image CDN used when none given"): the
 * merchant's own hosts, else the platform default (IMAGE_CDN), reach the player in the served config
 * (which the renderer builds picture addresses from) and in the status answer; a bad host entry is
 * refused like any invalid config.
 */
describe('image CDN hosts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { IMAGE_CDN: 'https://img.platform.example, https://img2.platform.example' },
      merchants: {
        lotus: (doc) => ({ ...doc, imageCDNs: ['https://img1.lotus.example', 'img2.lotus.localhost'] }),
      },
    });
  }, 60_000);
  afterAll(async () => t?.close());

  const served = async (code: string) =>
    (await t.app.inject({ url: `/api/merchants/${code}/config` })).json<{ imageCDNs: string[] }>();
  const status = async (code: string) =>
    (await t.app.inject({ url: '/api/status', headers: { 'x-merchant-code': code } })).json<{
      info: { imageCDNs: string[] };
    }>();

  it('a merchant with hosts gets its own; one without gets the platform default', async () => {
    expect((await served('lotus')).imageCDNs).toEqual(['https://img1.lotus.example', 'img2.lotus.localhost']);
    expect((await status('lotus')).info.imageCDNs).toEqual([
      'https://img1.lotus.example',
      'img2.lotus.localhost',
    ]);
    expect((await served('demo')).imageCDNs).toEqual([
      'https://img.platform.example',
      'https://img2.platform.example',
    ]);
    expect((await status('demo')).info.imageCDNs).toEqual([
      'https://img.platform.example',
      'https://img2.platform.example',
    ]);
  });

  it('refuses a host entry that is not a host (a path, a script address)', async () => {
    const { validateMerchantConfig } = await import('../../core/config/validate');
    const { readFileSync } = await import('node:fs');
    const doc = JSON.parse(readFileSync('merchants/basic.json', 'utf8')) as Record<string, unknown>;
    expect(validateMerchantConfig(doc).ok).toBe(true);
    for (const bad of ['javascript:alert(1)', 'https://img.example/path', 'img example']) {
      const r = validateMerchantConfig({ ...doc, imageCDNs: [bad] });
      expect(r.ok).toBe(false);
    }
    expect(validateMerchantConfig({ ...doc, imageCDNs: ['https://img.example:8443'] }).ok).toBe(true);
  });
});

describe('image CDN hosts without a platform default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({});
  }, 60_000);
  afterAll(async () => t?.close());

  it('none given anywhere: an empty list (this site serves its pictures)', async () => {
    expect((await t.app.inject({ url: '/api/merchants/demo/config' })).json().imageCDNs).toEqual([]);
    expect(
      (await t.app.inject({ url: '/api/status', headers: { 'x-merchant-code': 'demo' } })).json().info
        .imageCDNs,
    ).toEqual([]);
  });
});
