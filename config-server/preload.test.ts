import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { preloadGroupOf, preloadReader } from './preload';

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_games-1.js': { file: 'assets/games-1.js', imports: ['_shared-1.js'], css: ['assets/games-1.css'] },
  '_home-1.js': {
    file: 'assets/home-1.js',
    name: 'home',
    imports: ['_games-1.js', '_shared-1.js', 'index.html'],
  },
  '_game-list-1.js': { file: 'assets/game-list-1.js', name: 'game-list', imports: ['_games-1.js'] },
  'src/shared/i18n/resources-vi.ts': { file: 'assets/resources-vi-1.js' },
  'src/shared/i18n/resources-en.ts': { file: 'assets/resources-en-1.js' },
  'src/shared/i18n/resources-vi-account.ts': { file: 'assets/resources-vi-account-1.js' },
  'src/shared/i18n/resources-en-account.ts': { file: 'assets/resources-en-account-1.js' },
  'src/shared/i18n/resources-vi-more.ts': { file: 'assets/resources-vi-more-1.js' },
  'src/shared/i18n/resources-en-more.ts': { file: 'assets/resources-en-more-1.js' },
};
const reader = () => {
  const dir = mkdtempSync(join(tmpdir(), 'preload-'));
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  return preloadReader(join(dir, 'manifest.json'));
};
const hrefs = (tags: string) => [...tags.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe('first-screen preloads', () => {
  it('groups paths: home aliases, category routes, login, everything else', () => {
    expect(['/m', '/m/home', '/m/index.html'].map(preloadGroupOf)).toEqual(['home', 'home', 'home']);
    expect(['/m/slot-games', '/m/live-games'].map(preloadGroupOf)).toEqual(['category', 'category']);
    expect(preloadGroupOf('/m/login')).toBe('login');
    expect(['/m/forget', '/m/changePsw'].map(preloadGroupOf)).toEqual(['account', 'account']);
    expect(['/m/register', '/m/nowhere'].map(preloadGroupOf)).toEqual(['other', 'other']);
  });

  it("home: its chunk, what it imports that index.html does not load, its CSS, and the language's texts", () => {
    expect(hrefs(reader()('home', 'vi'))).toEqual([
      '/m/assets/home-1.js',
      '/m/assets/games-1.js',
      '/m/assets/games-1.css',
      '/m/assets/resources-vi-1.js',
    ]);
  });

  it('a category route preloads the game list; other routes only the texts; a language without texts falls back to English', () => {
    expect(hrefs(reader()('category', 'en'))).toEqual([
      '/m/assets/game-list-1.js',
      '/m/assets/games-1.js',
      '/m/assets/games-1.css',
      '/m/assets/resources-en-1.js',
    ]);
    // The sign-in screens need the account texts too, every other screen all of them.
    expect(hrefs(reader()('account', 'vi'))).toEqual([
      '/m/assets/resources-vi-1.js',
      '/m/assets/resources-vi-account-1.js',
    ]);
    expect(hrefs(reader()('other', 'th'))).toEqual([
      '/m/assets/resources-en-1.js',
      '/m/assets/resources-en-account-1.js',
      '/m/assets/resources-en-more-1.js',
    ]);
  });

  it('no build, no preloads', () => {
    expect(preloadReader('/nonexistent/manifest.json')('home', 'vi')).toBe('');
  });
});
