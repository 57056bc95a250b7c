import { describe, expect, it } from 'vitest';
import { ART_COLOURS, artAddress, themeArtKey } from './art';

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

  // Issue 36: a theme save re-fetched and re-drew every picture of an open page (new addresses), even
  // for a colour no picture is drawn with; the theme version follows only the art's own colours.
  it('keeps the theme version when a colour the art does not draw with changes', () => {
    const theme = {
      primary: '#2f9e6b',
      primaryContrast: '#03140c',
      secondary: '#1c3a2d',
      background: '#0e1a16',
      surface: '#16261f',
      text: '#f3f5fb',
      textMuted: '#a6bcb1',
      header: '#10211a',
      headerText: '#ffffff',
      accent: '#f2c14e',
    };
    const key = themeArtKey(theme);
    for (const name of ['surface', 'text', 'textMuted', 'header', 'headerText'] as const)
      expect(themeArtKey({ ...theme, [name]: '#123456' }), name).toBe(key);
    for (const name of ART_COLOURS) expect(themeArtKey({ ...theme, [name]: '#123456' }), name).not.toBe(key);
  });
});
