import { describe, expect, it } from 'vitest';
import { artAddress, themeArtKey } from './art';

describe('generated art addresses', () => {
  it('name the language and the theme version of generated art only', () => {
    expect(artAddress('/api/games/7/picture.svg', 'vi', 'abc')).toBe(
      '/api/games/7/picture.svg?lang=vi&t=abc',
    );
    expect(artAddress('/api/content/art/m-home-1.svg', 'en-GB', 'x1')).toBe(
      '/api/content/art/m-home-1.svg?lang=en&t=x1',
    );
    expect(artAddress('/api/content/art/m-home-1.svg?lang=en&t=old', 'vi', 'new')).toBe(
      '/api/content/art/m-home-1.svg?lang=vi&t=new',
    );
    expect(artAddress('https://cdn.example.com/a.png', 'vi', 'abc')).toBe('https://cdn.example.com/a.png');
    expect(artAddress('/uploads/rewards/a.png', 'vi', 'abc')).toBe('/uploads/rewards/a.png');
  });

  it('gives a new theme version when a colour changes, the same for the same colours in any order', () => {
    const a = themeArtKey({ primary: '#e0569b', background: '#1a0f24' });
    expect(themeArtKey({ background: '#1a0f24', primary: '#e0569b' })).toBe(a);
    expect(themeArtKey({ primary: '#e0569c', background: '#1a0f24' })).not.toBe(a);
    expect(a).toMatch(/^[a-z0-9]{1,16}$/);
  });
});
