import { useTranslation } from 'react-i18next';
import { daysLeft } from '@core/rewards';
import type { RewardDto } from '@schemas/api';
import { useMoney } from '../../../shared/config';
import { Button, Icon } from '../../../shared/ui';
import { shortDate } from './dates';

const SOURCE_ICON: Record<RewardDto['source'], string> = {
  welcome: 'gift',
  vip: 'crown',
  signIn: 'calendar',
  operator: 'star',
  promotion: 'promotion',
};

/** One reward: what it is, how much, its state, and the claim button while it is claimable. */
export function RewardCard({
  reward,
  onClaim,
  claiming,
}: {
  reward: RewardDto;
  onClaim: (id: number) => void;
  claiming: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney().format;
  const title = reward.title || t(`member.rewards.source.${reward.source}`);
  const left = reward.status === 'claimable' ? daysLeft(reward.expiresAt ?? null) : undefined;
  const when =
    reward.status === 'claimed' && reward.claimedAt
      ? t('member.rewards.claimedOn', { date: shortDate(reward.claimedAt) })
      : reward.status === 'expired' && reward.expiresAt
        ? t('member.rewards.expiredOn', { date: shortDate(reward.expiresAt) })
        : left !== undefined
          ? t('member.rewards.expiresIn', { count: left })
          : t('member.rewards.noExpiry');
  return (
    <li className={`mb-reward mb-reward--${reward.status}`} data-reward={reward.id}>
      <span className="mb-reward__icon" aria-hidden="true">
        <Icon name={SOURCE_ICON[reward.source]} size={22} />
      </span>
      <div className="mb-reward__body">
        <p className="mb-reward__title">{title}</p>
        <p className="mb-reward__meta">
          {t('member.rewards.grantedOn', { date: shortDate(reward.grantedAt) })} · {when}
        </p>
      </div>
      <div className="mb-reward__side">
        <span className="mb-reward__amount">+{money(reward.amount)}</span>
        {reward.status === 'claimable' ? (
          <Button
            className="mb-reward__claim"
            loading={claiming}
            onClick={() => onClaim(reward.id)}
            aria-label={t('member.rewards.claimNamed', { title })}
          >
            {t('member.rewards.claim')}
          </Button>
        ) : (
          <span className={`mb-status mb-status--${reward.status}`}>
            {t(`member.rewards.status.${reward.status}`)}
          </span>
        )}
      </div>
    </li>
  );
}
