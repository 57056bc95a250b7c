// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('./i18n', () => ({ switchI18nLanguage: async () => undefined }));

const config = { languages: ['vi', 'en'], defaultLanguage: 'vi' } as const;

describe('preview language (issue 16 bug 6)', () => {
  afterEach(() => localStorage.clear());

  it('a player page starts in the stored choice and stores a new one', async () => {
    const { initialLanguage, applyLanguage, LANGUAGE_KEY } = await import('./language');
    localStorage.setItem(LANGUAGE_KEY, 'en');
    expect(initialLanguage(config as never)).toBe('en');
    await applyLanguage('vi');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('vi');
  });

  it("a preview neither reads nor writes the stored choice: one merchant's preview language does not carry over", async () => {
    vi.resetModules();
    const { initialLanguage, applyLanguage, setLanguagePersistence, LANGUAGE_KEY } =
      await import('./language');
    localStorage.setItem(LANGUAGE_KEY, 'en');
    setLanguagePersistence(false);
    expect(initialLanguage(config as never)).toBe('vi');
    await applyLanguage('vi');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
  });
});
