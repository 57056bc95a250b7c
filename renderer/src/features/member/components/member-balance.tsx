import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@core/money';
import { walletQuery } from '../../../shared/api';
import { useMerchantConfig } from '../../../shared/config';
import { usePreferences } from '../../../shared/preferences';
import { useSession } from '../../../shared/session';
import { Icon } from '../../../shared/ui';

const MASK = '******';

/** The member centre's balance: the shared money format, asterisks when the player hides balances. */
export function MemberBalance({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const config = useMerchantConfig();
  const session = useSession();
  const hidden = usePreferences((s) => s.hideBalance);
  const setHidden = usePreferences((s) => s.setHideBalance);
  const q = useQuery(walletQuery(session?.token));
  const text =
    hidden || q.isFetching || q.data === undefined
      ? MASK
      : formatMoney(config.currency, q.data.member.sumBalance, i18n.language);
  return (
    <div className={`mb-balance ${className}`}>
      <span className="mb-balance__label">{t('member.centre.balance')}</span>
      <span className="mb-balance__row">
        <span
          className="mb-balance__amount"
          role="status"
          aria-label={t('member.centre.balance')}
          aria-busy={q.isFetching || undefined}
          data-testid="member-balance"
        >
          {text}
        </span>
        <button
          type="button"
          className="mb-mini-btn"
          onClick={() => void q.refetch()}
          aria-label={t('menu.refreshBalance')}
          disabled={q.isFetching}
        >
          <Icon name="refresh" size={18} className={q.isFetching ? 'ui-spin' : undefined} />
        </button>
        <button
          type="button"
          className="mb-mini-btn"
          onClick={() => setHidden(!hidden)}
          aria-label={t(hidden ? 'menu.showBalance' : 'menu.hideBalance')}
          aria-pressed={hidden}
        >
          <Icon name={hidden ? 'eyeOff' : 'eye'} size={18} />
        </button>
      </span>
    </div>
  );
}
