import type { MerchantConfig } from '../schemas';

/*
 * Figures of the merchant JSON that content states (issue 32 item 11–12: each figure has one source).
 * Content (announcements, promotions, help, banner titles, generated art) writes `{{firstDepositBonus}}`
 * or `{{ageLimit}}` instead of the number; the platform fills them in as it serves the text, from the
 * merchant's config, so a text can never contradict what the cashier pays or the register form asks.
 */

export const FIGURE_NAMES = ['firstDepositBonus', 'ageLimit'] as const;
export type FigureName = (typeof FIGURE_NAMES)[number];
/** A figure is absent when the merchant has no such thing (the first-deposit bonus switched off). */
export type Figures = Partial<Record<FigureName, string>>;

const TOKEN = /\{\{\s*([A-Za-z]+)\s*\}\}/g;
const isFigure = (name: string): name is FigureName => (FIGURE_NAMES as readonly string[]).includes(name);

/** The merchant's figures as a player of language `lang` reads them ("15%", "12,5%" in Vietnamese, "21"). */
export function merchantFigures(
  config: { payments: Pick<MerchantConfig['payments'], 'firstDepositBonus'>; ageLimit: number },
  lang: string,
): Figures {
  const bonus = config.payments.firstDepositBonus;
  const number = new Intl.NumberFormat(lang === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: 2 });
  return {
    ...(bonus.enabled ? { firstDepositBonus: `${number.format(bonus.percent)}%` } : {}),
    ageLimit: String(config.ageLimit),
  };
}

/** The figures a text names (known names only). */
export function figuresIn(text: string): FigureName[] {
  return [...text.matchAll(TOKEN)].map((m) => m[1]!).filter(isFigure);
}

/** The text names a figure this merchant does not have: it advertises something that does not exist here. */
export const needsAbsentFigure = (figures: Figures, ...texts: string[]): boolean =>
  texts.some((t) => figuresIn(t).some((name) => figures[name] === undefined));

/** The text with every known figure filled in; other `{{…}}` are left as written. */
export function fillFigures(text: string, figures: Figures): string {
  return text.replace(TOKEN, (whole, name: string) => (isFigure(name) ? (figures[name] ?? '') : whole));
}
