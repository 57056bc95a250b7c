import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@core/money';
import { walletQuery } from '../api';
import { useMerchantConfig } from '../config';
import { usePreferences } from '../preferences';
import { useSession } from '../session';
import { Icon } from './icons';

const MASK = '******';

/**
 * Spec §2 balance widget, as the header and the member centre show it: the amount in the currency's
 * own digits (2 where it has them), asterisks when the player hides balances (a device preference,
 * also set in /m/set) and while refreshing, a refresh button and (unless `withHide` is false) the
 * show/hide toggle. Each screen wraps it in its own block and passes its class names.
 */
export function BalanceControls({
  label,
  amountClass,
  buttonClass,
  iconSize,
  withHide = true,
  testId,
}: {
  /** The amount's accessible name. */
  label: string;
  amountClass: string;
  buttonClass: string;
  iconSize: number;
  withHide?: boolean;
  testId?: string;
}) {
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
    <>
      <span
        className={amountClass}
        role="status"
        aria-label={label}
        aria-busy={q.isFetching || undefined}
        data-testid={testId}
      >
        {text}
      </span>
      <button
        type="button"
        className={buttonClass}
        onClick={() => void q.refetch()}
        aria-label={t('menu.refreshBalance')}
        disabled={q.isFetching}
      >
        <Icon name="refresh" size={iconSize} className={q.isFetching ? 'ui-spin' : undefined} />
      </button>
      {withHide && (
        <button
          type="button"
          className={buttonClass}
          onClick={() => setHidden(!hidden)}
          aria-label={t(hidden ? 'menu.showBalance' : 'menu.hideBalance')}
          aria-pressed={hidden}
        >
          <Icon name={hidden ? 'eyeOff' : 'eye'} size={iconSize} />
        </button>
      )}
    </>
  );
}
