import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';
import { FALLBACK_LANGUAGE } from '@locales/languages';

describe('formatDate', () => {
  it('formats with the language’s locale (vi month names, en month names)', async () => {
    const d = new Date(2026, 0, 5, 9, 7);
    expect(await formatDate(d, 'D MMMM YYYY HH:mm', 'vi')).toBe('5 tháng 1 2026 09:07');
    expect(await formatDate(d, 'D MMMM YYYY HH:mm', 'en')).toBe('5 January 2026 09:07');
  });
  it('a language without texts falls back to the fallback locale', async () => {
    expect(await formatDate(new Date(2026, 1, 1), 'MMMM', 'th')).toBe(
      FALLBACK_LANGUAGE === 'vi' ? 'tháng 2' : 'February',
    );
  });
});
