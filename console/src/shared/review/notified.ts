import type { TFunction } from 'i18next';
import type { Notified } from '@schemas';

/** Who was told of a change or a comment by mail, in words (issue 35): mailed, no address, no transport. */
export function notifiedWords(t: TFunction, n: Notified | undefined): string {
  if (!n) return '';
  const names = (list: readonly string[]) => list.join(', ');
  const parts = [
    n.mailed.length ? t('publishing.changes.notified.mailed', { names: names(n.mailed) }) : '',
    n.withoutEmail.length
      ? t('publishing.changes.notified.withoutEmail', { names: names(n.withoutEmail) })
      : '',
    n.notSent?.length ? t('publishing.changes.notified.notSent', { names: names(n.notSent) }) : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : t('publishing.changes.notified.nobody');
}
