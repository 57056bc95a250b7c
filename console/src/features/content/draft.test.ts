import { describe, expect, it } from 'vitest';
import type { BannerItem, PromotionItem } from '@schemas';
import { bodyOf, draftOf } from './draft';

/* Issue 35: banners and promotions keep the segment they target through the editor, as announcements do. */
const banner: BannerItem = {
  id: 7,
  shared: false,
  state: 'live',
  type: 'm_home',
  titles: { en: 'Android app banner' },
  imageUrl: '/api/content/art/m-home-1.svg',
  sort: 0,
  segment: 'android-app',
};
const promotion: PromotionItem = {
  id: 8,
  shared: false,
  state: 'live',
  texts: { en: { title: 'Members offer', content: '<p>x</p>' } },
  startDate: '2026-11-01T00:00:00.000Z',
  noExpiry: true,
  imageRequired: false,
  remarkRequired: false,
  categoryIds: [],
  images: [],
  draft: false,
  segment: 'members-en',
};
const built = <T>(r: { body: T } | { problems: unknown[] }): T => {
  if (!('body' in r)) throw new Error(`problems: ${JSON.stringify(r.problems)}`);
  return r.body;
};

describe('the content editor and segments', () => {
  it('a banner opened and saved keeps its segment; set to every player, it has none', () => {
    const d = draftOf('banners', banner, 'en');
    expect(d.segment).toBe('android-app');
    expect(built(bodyOf('banners', d))).toMatchObject({ segment: 'android-app' });
    expect(built(bodyOf('banners', { ...d, segment: '' }))).not.toHaveProperty('segment');
  });

  it('a promotion opened and saved keeps its segment; set to every player, it has none', () => {
    const d = draftOf('promotions', promotion, 'en');
    expect(d.segment).toBe('members-en');
    expect(built(bodyOf('promotions', d))).toMatchObject({ segment: 'members-en' });
    expect(built(bodyOf('promotions', { ...d, segment: '' }))).not.toHaveProperty('segment');
  });

  it('a new banner or promotion is for every player', () => {
    expect(draftOf('banners', undefined, 'en').segment).toBe('');
    expect(draftOf('promotions', undefined, 'en').segment).toBe('');
  });
});

describe('a new banner or help topic in the editor', () => {
  it('saves with a title and a picture (the texts of announcements do not hold it back)', () => {
    for (const lang of ['vi', 'en'] as const) {
      const d = draftOf('banners', undefined, lang);
      d.titles[lang] = 'Welcome';
      d.imageUrl = '/api/content/art/m-home-1.svg';
      expect(built(bodyOf('banners', d))).toMatchObject({ titles: { [lang]: 'Welcome' }, type: 'm_home' });
    }
  });

  it('a help topic saves with its title (the same)', () => {
    const d = draftOf('help', undefined, 'vi');
    d.title = 'Cách nạp tiền';
    d.tag = 'deposit';
    expect(built(bodyOf('help', d))).toMatchObject({
      language: 'vi',
      tag: 'deposit',
      title: 'Cách nạp tiền',
    });
  });
});
