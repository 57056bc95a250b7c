import { useTranslation } from 'react-i18next';
import type { Order } from '@schemas/api';
import { useMoney } from '../../../shared/config';
import { formatDate } from '@core/dates';

/** A short list of orders (pending withdrawals, recent deposits) with amount, status and time. */
export function OrderList({
  orders,
  label,
  empty,
}: {
  orders: readonly Order[];
  label: string;
  empty: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className="mn-card" aria-label={label}>
      <h3 className="mn-card__title">{label}</h3>
      {orders.length === 0 ? (
        <p className="mn-muted">{empty}</p>
      ) : (
        <ul className="mn-orders">
          {orders.map((o) => (
            <li key={o.id} className="mn-order">
              <span className="mn-order__amount">{money.format(o.amount)}</span>
              <span className={`mn-status mn-status--${o.status}`}>{t(`money.status.${o.status}`)}</span>
              <time className="mn-order__time" dateTime={o.createdAt}>
                {formatDate(o.createdAt, 'dayTime')}
              </time>
              {o.status === 'pending' && o.expiresAt && (
                <span className="mn-order__reason">
                  {t('money.deposit.payUntil', {
                    time: formatDate(o.expiresAt, 'dayMonthTime'),
                  })}
                </span>
              )}
              {o.reason && <span className="mn-order__reason">{o.reason}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
