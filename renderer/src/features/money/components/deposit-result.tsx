import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session';
import { Icon } from '../../../shared/ui';
import { orderQuery } from '../api/deposit';
import { useMoney } from '../../../shared/config';

/** Back from the cashier (`?order=…&result=…`): what happened to the order, read from the server, not the URL. */
export function DepositResult({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const token = useSession()?.token;
  const money = useMoney();
  const q = useQuery(orderQuery(orderId, token));
  const o = q.data?.order;
  if (!o) return null;
  const tone = o.status === 'paid' ? 'ok' : o.status === 'pending' ? 'wait' : 'bad';
  return (
    <section className={`mn-result mn-result--${tone}`} role="status" aria-live="polite">
      <Icon name={tone === 'ok' ? 'check' : 'info'} size={22} />
      <div>
        {o.status === 'paid' && <p>{t('money.deposit.resultPaid', { amount: money.format(o.amount) })}</p>}
        {o.status === 'paid' && o.bonus > 0 && (
          <p>{t('money.deposit.resultBonus', { amount: money.format(o.bonus) })}</p>
        )}
        {o.status === 'cancelled' && <p>{t('money.deposit.resultCancelled')}</p>}
        {o.status === 'pending' && <p>{t('money.deposit.resultPending')}</p>}
        {o.status === 'expired' && <p>{t('money.deposit.resultExpired')}</p>}
      </div>
    </section>
  );
}
