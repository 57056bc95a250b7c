import { describe, expect, it } from 'vitest';
import { isFrameUrl, opensInFrame, outterAppHref } from './outter-app';

describe('OutterApp frame', () => {
  it('opens only paths of this site, never another origin or the player site itself', () => {
    expect(isFrameUrl('/demo/game?t=abc&lang=vi')).toBe(true);
    expect(isFrameUrl('https://evil.example/')).toBe(false);
    expect(isFrameUrl('//evil.example/')).toBe(false);
    expect(isFrameUrl('/\\evil.example')).toBe(false);
    expect(isFrameUrl('javascript:alert(1)')).toBe(false);
    expect(isFrameUrl('/m/home')).toBe(false);
    expect(isFrameUrl('')).toBe(false);
  });

  it('vendors open in the frame when listed or with *', () => {
    expect(opensInFrame('SABA', ['SABA'])).toBe(true);
    expect(opensInFrame('PG', ['SABA'])).toBe(false);
    expect(opensInFrame('PG', ['*'])).toBe(true);
    expect(outterAppHref('/demo/game?t=1', 'Game')).toBe(
      '/m/outterApp?url=%2Fdemo%2Fgame%3Ft%3D1&title=Game',
    );
  });
});
