import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@core/money';
import { walletQuery } from '../../shared/api';
import { useMerchantConfig } from '../../shared/config';
import { usePreferences } from '../../shared/preferences';
import { useSession } from '../../shared/session';
import { Icon } from '../../shared/ui';

const MASK = '******';

/** Spec §2 balance widget: the currency's own digits (2 where it has them), hide with asterisks (a device preference, also set in /m/set), masked while refreshing. */
export function Balance({ compact }: { compact?: boolean }) {
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
    <span className={`shell-balance ${compact ? 'shell-balance--compact' : ''}`}>
      <Icon name="wallet" size={16} />
      <span
        className="shell-balance__amount"
        role="status"
        aria-label={t('menu.balance')}
        aria-busy={q.isFetching || undefined}
      >
        {text}
      </span>
      <button
        type="button"
        className="shell-mini-btn"
        onClick={() => void q.refetch()}
        aria-label={t('menu.refreshBalance')}
        disabled={q.isFetching}
      >
        <Icon name="refresh" size={16} className={q.isFetching ? 'ui-spin' : undefined} />
      </button>
      {!compact && (
        <button
          type="button"
          className="shell-mini-btn"
          onClick={() => setHidden(!hidden)}
          aria-label={t(hidden ? 'menu.showBalance' : 'menu.hideBalance')}
          aria-pressed={hidden}
        >
          <Icon name={hidden ? 'eyeOff' : 'eye'} size={16} />
        </button>
      )}
    </span>
  );
}
