import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VipResponse } from '@schemas/api';
import { Icon } from '../../../shared/ui';
import { vipPercent, vipTowards, VipProgressBar } from './vip-progress';

/** The member's level and the spec §4 progress ratio to the next one; links to the VIP page. */
export function VipSummary({ vip, label }: { vip: VipResponse | undefined; label?: string }) {
  const { t } = useTranslation();
  if (!vip) return null;
  return (
    <Link to="/m/member/benefits" className="mb-vip">
      <span className="mb-vip__badge">
        <Icon name="crown" size={18} />
        {label ?? t('member.vip.none')}
      </span>
      <span className="mb-vip__body">
        <span className="mb-vip__text">{vipTowards(t, vip, vip.playerRankProgress.labelId)}</span>
        <VipProgressBar percent={vipPercent(vip)} />
      </span>
      <Icon name="chevron" size={16} />
    </Link>
  );
}
