import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { VipResponse } from '@schemas/api';

/** The spec §4 progress to the next level, in percent. */
export const vipPercent = (vip: VipResponse | undefined) => Math.round((vip?.ratio ?? 0) * 100);

/** The progress bar towards the next level (the member centre's summary and the VIP page's hero). */
export function VipProgressBar({ percent, hero = false }: { percent: number; hero?: boolean }) {
  const { t } = useTranslation();
  const Tag = hero ? 'div' : 'span';
  return (
    <Tag
      className={hero ? 'mb-vip__bar mb-vip__bar--hero' : 'mb-vip__bar'}
      role="progressbar"
      aria-label={t('member.vip.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span className="mb-vip__fill" style={{ width: `${percent}%` }} />
    </Tag>
  );
}

/** "n of m conditions towards <level>", or that the member is at the top level (no `next`). */
export function vipTowards(t: TFunction, vip: VipResponse, next: string | undefined) {
  const { completedConditions: done, totalExpectedConditions: total } = vip.currentProgress;
  return next ? t('member.vip.towards', { level: next, done, total }) : t('member.vip.top');
}
