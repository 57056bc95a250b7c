import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VipResponse } from '@schemas/api';
import { Icon } from '../../../shared/ui';

/** The member's level and the spec §4 progress ratio to the next one; links to the VIP page. */
export function VipSummary({ vip, label }: { vip: VipResponse | undefined; label?: string }) {
  const { t } = useTranslation();
  if (!vip) return null;
  const next = vip.playerRankProgress.labelId;
  const { completedConditions: done, totalExpectedConditions: total } = vip.currentProgress;
  const percent = Math.round(vip.ratio * 100);
  return (
    <Link to="/m/member/benefits" className="mb-vip">
      <span className="mb-vip__badge">
        <Icon name="crown" size={18} />
        {label ?? t('member.vip.none')}
      </span>
      <span className="mb-vip__body">
        <span className="mb-vip__text">
          {next ? t('member.vip.towards', { level: next, done, total }) : t('member.vip.top')}
        </span>
        <span
          className="mb-vip__bar"
          role="progressbar"
          aria-label={t('member.vip.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className="mb-vip__fill" style={{ width: `${percent}%` }} />
        </span>
      </span>
      <Icon name="chevron" size={16} />
    </Link>
  );
}
