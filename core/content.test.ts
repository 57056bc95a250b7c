import { describe, expect, it } from 'vitest';
import {
  canSubmitReward,
  checkPicture,
  initialHelpIndex,
  plainText,
  preopenIndex,
  promotionAction,
  promotionCover,
} from './content';

const Y = 'Y' as const;
const N = 'N' as const;
const limits = { imageMaxBytes: 5_242_880, imagesMax: 3 };

describe('reward application rules (spec §5)', () => {
  it('both required: remarks and at least one picture', () => {
    expect(canSubmitReward({ imageRequired: Y, remarkRequired: Y }, 'note', 1, 140)).toBe(true);
    expect(canSubmitReward({ imageRequired: Y, remarkRequired: Y }, 'note', 0, 140)).toBe(false);
    expect(canSubmitReward({ imageRequired: Y, remarkRequired: Y }, '  ', 2, 140)).toBe(false);
  });
  it('only pictures, only remarks, neither', () => {
    expect(canSubmitReward({ imageRequired: Y, remarkRequired: N }, '', 1, 140)).toBe(true);
    expect(canSubmitReward({ imageRequired: Y, remarkRequired: N }, 'x', 0, 140)).toBe(false);
    expect(canSubmitReward({ imageRequired: N, remarkRequired: Y }, 'x', 0, 140)).toBe(true);
    expect(canSubmitReward({ imageRequired: N, remarkRequired: Y }, '', 3, 140)).toBe(false);
    expect(canSubmitReward({ imageRequired: N, remarkRequired: N }, 'x', 1, 140)).toBe(false);
  });
  it('remarks over the limit keep submit disabled (140 is fine)', () => {
    expect(canSubmitReward({ imageRequired: N, remarkRequired: Y }, 'a'.repeat(140), 0, 140)).toBe(true);
    expect(canSubmitReward({ imageRequired: N, remarkRequired: Y }, 'a'.repeat(141), 0, 140)).toBe(false);
  });
  it('pictures: jpeg, jpg, png up to 5242880 bytes, at most 3; gif refused by type', () => {
    expect(checkPicture({ name: 'a.png', type: 'image/png', size: 5_242_880 }, 0, limits)).toBeNull();
    expect(checkPicture({ name: 'a.JPG', type: 'image/jpeg', size: 10 }, 2, limits)).toBeNull();
    expect(checkPicture({ name: 'a.png', type: 'image/png', size: 5_242_881 }, 0, limits)).toBe('size');
    expect(checkPicture({ name: 'a.gif', type: 'image/gif', size: 10 }, 0, limits)).toBe('type');
    expect(checkPicture({ name: 'a.png', type: 'image/gif', size: 10 }, 0, limits)).toBe('type');
    expect(checkPicture({ name: 'a.jpeg', type: 'image/jpeg', size: 10 }, 3, limits)).toBe('count');
  });
});

describe('promotion cards', () => {
  it('the cover is sequence 1', () => {
    expect(
      promotionCover([
        { sequence: 2, url: 'b' },
        { sequence: 1, url: 'a' },
      ]),
    ).toBe('a');
    expect(
      promotionCover([
        { sequence: 3, url: 'c' },
        { sequence: 2, url: 'b' },
      ]),
    ).toBe('b');
    expect(promotionCover([])).toBeUndefined();
  });
  it('Join signs up (guests log in); Joined or Claim applies only when the promotion takes an application', () => {
    expect(promotionAction('Join', { imageRequired: N, remarkRequired: N }, true)).toBe('join');
    expect(promotionAction('Join', { imageRequired: Y, remarkRequired: N }, false)).toBe('login');
    expect(promotionAction('Joined', { imageRequired: Y, remarkRequired: N }, true)).toBe('claim');
    expect(promotionAction('Claim', { imageRequired: N, remarkRequired: Y }, true)).toBe('claim');
    expect(promotionAction('Joined', { imageRequired: N, remarkRequired: N }, true)).toBeNull();
    expect(promotionAction('Applying', { imageRequired: Y, remarkRequired: Y }, true)).toBeNull();
  });
});

describe('announcements and help', () => {
  it('preview without markup', () => {
    expect(plainText('<p>Hello&nbsp;<b>world</b></p>')).toBe('Hello world');
  });
  it('a query value pre-opens a valid index only', () => {
    expect(preopenIndex('1', 3)).toBe(1);
    expect(preopenIndex('3', 3)).toBeNull();
    expect(preopenIndex('x', 3)).toBeNull();
    expect(preopenIndex(null, 3)).toBeNull();
  });
  it('help opens by tag, else i, else c, else the first', () => {
    const topics = [{ tag: 'about' }, { tag: 'deposit' }, { tag: 'terms' }];
    expect(initialHelpIndex(topics, { tag: 'terms', i: '1' })).toBe(2);
    expect(initialHelpIndex(topics, { tag: 'nope', i: '1' })).toBe(1);
    expect(initialHelpIndex(topics, { i: '9', c: '2' })).toBe(2);
    expect(initialHelpIndex(topics, { c: 'deposit' })).toBe(1);
    expect(initialHelpIndex(topics, {})).toBe(0);
  });
});
