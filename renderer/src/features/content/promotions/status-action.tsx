import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { promotionAction } from '@core/content';
import { useOpenAuth } from '../../../shared/auth-popup';
import { useSession } from '../../../shared/session';
import { Button } from '../../../shared/ui';
import { useJoinPromotion, type Promotion } from '../api/promotions';

/**
 * The player's status on a promotion (spec §3 labels): Join and Claim are buttons (join calls the
 * API, claim opens the reward application), every other status is a label.
 */
export function StatusAction({ promo, block }: { promo: Promotion; block?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const openAuth = useOpenAuth();
  const navigate = useNavigate();
  const join = useJoinPromotion();
  const label = t(`content.status.${promo.status}`);
  const action = promotionAction(promo.status, promo, !!session);
  if (action === null) return <span className={`ct-status ct-status--${promo.status}`}>{label}</span>;
  const onClick = () => {
    if (action === 'login') openAuth('login');
    else if (action === 'join') join.mutate(promo.id);
    else navigate(`/m/applyReward?id=${promo.id}`);
  };
  const name = t(action === 'claim' ? 'content.claimOf' : 'content.joinOf', { title: promo.title });
  const text = action === 'claim' ? t('content.status.Claim') : label;
  return (
    <Button className="ct-action" block={block} loading={join.isPending} onClick={onClick} aria-label={name}>
      {text}
    </Button>
  );
}
