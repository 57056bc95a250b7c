import { describe, expect, it } from 'vitest';
import { cdnOrigin, effectiveImageCdns, imageAddress, parseImageCdns } from './images';

describe('image CDN hosts (spec §9: default CDN when none given; hosts random)', () => {
  it('uses the merchant hosts, else the platform default, else none (this site)', () => {
    expect(effectiveImageCdns(['https://m.cdn'], ['https://p.cdn'])).toEqual(['https://m.cdn']);
    expect(effectiveImageCdns([], ['https://p.cdn'])).toEqual(['https://p.cdn']);
    expect(effectiveImageCdns(undefined, [])).toEqual([]);
    expect(parseImageCdns(' https://a.cdn , b.cdn:8443,,javascript:alert(1) ')).toEqual([
      'https://a.cdn',
      'b.cdn:8443',
    ]);
  });

  it('a bare host takes the page scheme and port', () => {
    const page = { protocol: 'http:', port: '8181' };
    expect(cdnOrigin('img1.lotus.localhost', page)).toBe('http://img1.lotus.localhost:8181');
    expect(cdnOrigin('img1.example.com:9000', page)).toBe('http://img1.example.com:9000');
    expect(cdnOrigin('https://img.example.com/', page)).toBe('https://img.example.com');
    expect(cdnOrigin('img.example.com', { protocol: 'https:', port: '' })).toBe('https://img.example.com');
  });

  it('leaves absolute, protocol-relative and data addresses alone, and everything without hosts', () => {
    const o = ['https://a.cdn'];
    expect(imageAddress('https://x.example/p.png', o, 1)).toBe('https://x.example/p.png');
    expect(imageAddress('//x.example/p.png', o, 1)).toBe('//x.example/p.png');
    expect(imageAddress('data:image/png;base64,AAAA', o, 1)).toBe('data:image/png;base64,AAAA');
    expect(imageAddress('/api/games/1/picture.svg', [], 1)).toBe('/api/games/1/picture.svg');
    expect(imageAddress('/api/games/1/picture.svg?lang=vi', o, 1)).toBe(
      'https://a.cdn/api/games/1/picture.svg?lang=vi',
    );
  });

  it('spreads pictures over every host; the same picture keeps its host within a page load', () => {
    const hosts = ['https://a.cdn', 'https://b.cdn', 'https://c.cdn'];
    const seen = new Map<string, number>();
    for (let i = 0; i < 300; i++) {
      const url = imageAddress(`/api/games/${i}/picture.svg`, hosts, 7);
      const host = new URL(url).origin;
      seen.set(host, (seen.get(host) ?? 0) + 1);
      expect(imageAddress(`/api/games/${i}/picture.svg?lang=en`, hosts, 7).startsWith(host)).toBe(true);
    }
    expect([...seen.keys()].sort()).toEqual(hosts);
    for (const n of seen.values()) expect(n).toBeGreaterThan(60);
    // Another page load (another seed) moves pictures to other hosts.
    const moved = Array.from({ length: 30 }, (_, i) => `/api/games/${i}/picture.svg`).filter(
      (p) => imageAddress(p, hosts, 7) !== imageAddress(p, hosts, 8),
    );
    expect(moved.length).toBeGreaterThan(0);
  });
});
