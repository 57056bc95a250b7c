import { describe, expect, it } from 'vitest';
import { allowedStyle, imageAllowed } from './html-policy';

describe('html policy', () => {
  it('keeps only allowed style properties and bounded values', () => {
    expect(allowedStyle('color:#f00; position:fixed; inset:0; font-size:14px; z-index:9999')).toBe(
      'color:#f00;font-size:14px',
    );
    expect(allowedStyle('font-size:900px;text-align:center')).toBe('text-align:center');
    expect(allowedStyle('color:url(https://x):y')).toBe('');
  });
  it('allows images from this site and the merchant CDN only', () => {
    expect(imageAllowed('/api/a.svg', [])).toBe(true);
    expect(imageAllowed('//tracker.example/p.gif', ['tracker.example'])).toBe(false);
    expect(imageAllowed('https://tracker.example/p.gif', [])).toBe(false);
    expect(imageAllowed('https://cdn.brand.com/a.png', ['cdn.brand.com'])).toBe(true);
    expect(imageAllowed('http://cdn.brand.com/a.png', ['cdn.brand.com'])).toBe(false);
    expect(imageAllowed('data:image/png;base64,AAAA', [])).toBe(false);
  });
});
