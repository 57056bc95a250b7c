import { describe, expect, it } from 'vitest';
import { precacheList, PUBLIC_API_PATTERNS, serviceWorkerSource } from './service-worker';

const isPublic = (path: string) => PUBLIC_API_PATTERNS.some((p) => p.test(path));

describe('service worker (issue 32 item 22)', () => {
  it('keeps the public lists for offline use, never a member or money call', () => {
    for (const path of [
      '/api/content/banners',
      '/api/content/notices',
      '/api/content/announcements',
      '/api/content/help',
      '/api/games',
      '/api/games/hot',
      '/api/games/vendors',
      '/api/promotions',
      '/api/promotions/categories',
      '/api/promotions/7',
    ])
      expect(isPublic(path), path).toBe(true);
    for (const path of [
      '/api/member/info',
      '/api/member/wallets',
      '/api/payments/channels',
      '/api/promotions/status',
      '/api/promotions/7/join',
      '/api/games/winners',
      '/api/games/recent',
      '/api/games/favourites',
      '/api/auth/captcha',
      '/api/content/anchors/focus',
      '/api/status',
    ])
      expect(isPublic(path), path).toBe(false);
  });

  it("precaches every JS and CSS file of the build, and a new build's list changes the worker", () => {
    const manifest = {
      'index.html': { file: 'assets/app-1.js', css: ['assets/app-1.css'] },
      'src/x.tsx': { file: 'assets/x-2.js' },
      'src/logo.svg': { file: 'assets/logo-3.svg' },
    };
    const list = precacheList(manifest);
    expect(list).toEqual(['/m/assets/app-1.css', '/m/assets/app-1.js', '/m/assets/x-2.js']);
    expect(precacheList(undefined)).toEqual([]);
    const source = serviceWorkerSource(list);
    expect(source).toContain(JSON.stringify(list));
    expect(serviceWorkerSource(['/m/assets/x-4.js'])).not.toBe(source);
    // The text is a script the browser can run.
    expect(() => new Function(source)).not.toThrow();
  });
});
