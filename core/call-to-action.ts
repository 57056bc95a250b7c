import { CTA_ACTIONS, CTA_TARGET_PATTERN } from '../schemas/api/content.schema';
import { isRendererPath } from './routes';

/*
 * A greeting popup's call to action (issue 32 item 18): where its button goes. The console refuses
 * a target this does not recognise; the player site draws no button for one (a row written before
 * the rule, or by hand), so a stored `javascript:` or foreign address can never become a link.
 */

export type CtaAction = (typeof CTA_ACTIONS)[number];
export type CtaGo = { action: CtaAction } | { path: string };

const TARGET = new RegExp(CTA_TARGET_PATTERN);
const isAction = (target: string): target is CtaAction => (CTA_ACTIONS as readonly string[]).includes(target);

/** What a target does: open an auth form, or open a page of the player site; undefined when neither. */
export function ctaGo(target: string | null | undefined): CtaGo | undefined {
  if (!target) return undefined;
  if (isAction(target)) return { action: target };
  return TARGET.test(target) && isRendererPath(target) ? { path: target } : undefined;
}
