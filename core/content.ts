/*
 * Rules of the content screens (spec §2 promotions, reward application, announcements, help; §5
 * reward rules). Pure: the renderer shows what they decide, the server checks the same. Their dates
 * (spec §9 formats) are named formats of core/dates.ts.
 */

/** Markup stripped to plain text (announcement previews, the ticker). */
export const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

export interface PromotionImage {
  sequence: number;
  url: string;
}
/** The cover is the picture with sequence 1, else the lowest sequence. */
export function promotionCover(images: readonly PromotionImage[]): string | undefined {
  return (images.find((i) => i.sequence === 1) ?? [...images].sort((a, b) => a.sequence - b.sequence)[0])
    ?.url;
}
/** The detail picture: sequence 2 when there is one, else the cover. */
export function promotionDetailImage(images: readonly PromotionImage[]): string | undefined {
  return images.find((i) => i.sequence === 2)?.url ?? promotionCover(images);
}

export interface RewardRules {
  imageRequired: 'Y' | 'N';
  remarkRequired: 'Y' | 'N';
}
/** Whether the promotion is applied for with remarks and/or pictures (both N: nothing to apply with). */
export const needsApplication = (p: RewardRules) => p.imageRequired === 'Y' || p.remarkRequired === 'Y';

export type PromotionAction = 'join' | 'claim' | 'login' | null;
/**
 * What the card's button does for the player's status: Join signs up (guests log in first);
 * Joined or Claim opens the reward application when the promotion takes one; any other status is a label.
 */
export function promotionAction(status: string, p: RewardRules, loggedIn: boolean): PromotionAction {
  if (status === 'Join') return loggedIn ? 'join' : 'login';
  if ((status === 'Joined' || status === 'Claim') && needsApplication(p)) return 'claim';
  return null;
}

/**
 * Spec §5 submit rule: both required → remarks and at least one picture; only pictures → a picture;
 * only remarks → remarks; neither → submit stays disabled.
 */
export function canSubmitReward(
  p: RewardRules,
  remarks: string,
  pictures: number,
  remarksMax: number,
): boolean {
  const hasRemarks = remarks.trim().length > 0 && [...remarks.trim()].length <= remarksMax;
  const needImage = p.imageRequired === 'Y';
  const needRemark = p.remarkRequired === 'Y';
  if (needImage && needRemark) return hasRemarks && pictures > 0;
  if (needImage) return pictures > 0;
  if (needRemark) return hasRemarks;
  return false;
}

/** Pictures the server takes (by type and extension); the picker also offers gif, refused here. */
export const REWARD_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;
export const REWARD_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
/** The picker's accept list (spec §5: the picker also accepts gif). */
export const REWARD_PICKER_ACCEPT = 'image/jpeg,image/jpg,image/png,image/gif';

export type PictureProblem = 'type' | 'size' | 'count' | null;
/** Why a picked picture is refused (spec §5 order: type, size, count), or null to take it. */
export function checkPicture(
  file: { name: string; type: string; size: number },
  already: number,
  limits: { imageMaxBytes: number; imagesMax: number },
): PictureProblem {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk =
    (REWARD_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase()) &&
    (REWARD_IMAGE_EXTENSIONS as readonly string[]).includes(ext);
  if (!typeOk) return 'type';
  if (file.size > limits.imageMaxBytes) return 'size';
  if (already >= limits.imagesMax) return 'count';
  return null;
}

export interface HelpTopic {
  tag: string;
}
/**
 * The help tab shown first (spec §2): the topic with `tag`, else index `i`, else `c` (an index or a
 * tag), else the first. Out-of-range or unknown values fall through to the next rule.
 */
export function initialHelpIndex(
  topics: readonly HelpTopic[],
  q: { tag?: string | null; i?: string | null; c?: string | null },
): number {
  const byTag = (tag: string | null | undefined) => (tag ? topics.findIndex((t) => t.tag === tag) : -1);
  const byIndex = (v: string | null | undefined) => {
    if (v === null || v === undefined || !/^\d+$/.test(v)) return -1;
    const n = Number(v);
    return n < topics.length ? n : -1;
  };
  for (const found of [byTag(q.tag), byIndex(q.i), byIndex(q.c), byTag(q.c)]) if (found >= 0) return found;
  return 0;
}

/** The notice a query value pre-opens: a valid index into the list, else none. */
export function preopenIndex(value: string | null, count: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n < count ? n : null;
}
