import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@schemas';
import { errorKey } from '../../shared/api';
import { formatTime } from '../../shared/format';
import { Dialog, LoadingDialog } from '../../shared/ui/dialog';
import { formatMinor } from '../../shared/money';
import { paymentQueries } from './queries';

/**
 * Before a withdrawal is paid out (issue 35 item 12): the member's balance and hold, the identity
 * check, their recent deposits and withdrawals, and a confirmation naming the amount. Cancel (or
 * Escape) decides nothing.
 */
export function ApproveWithdrawalDialog({
  code,
  order,
  busy,
  onConfirm,
  onClose,
}: {
  code: string;
  order: AdminOrder;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const q = useQuery(paymentQueries.context(code, order.id));
  if (q.isPending) return <LoadingDialog onClose={onClose} />;
  const close = () => !busy && onClose();
  if (q.isError)
    return (
      <Dialog labelledBy={titleId} onClose={close}>
        <h2 id={titleId}>{t('console.payments.confirm.title', { id: order.id })}</h2>
        <p role="alert">{t(errorKey(q.error))}</p>
        <div className="actions">
          <button type="button" onClick={close}>
            {t('console.actions.cancel')}
          </button>
        </div>
      </Dialog>
    );
  const { currency, member, history } = q.data;
  const m = (minor: number) => formatMinor(currency, minor, i18n.language);
  const account = order.payoutAccount;
  return (
    <Dialog labelledBy={titleId} onClose={close}>
      <h2 id={titleId}>{t('console.payments.confirm.title', { id: order.id })}</h2>
      <p>{t('console.payments.confirm.intro', { member: member.username, amount: m(order.amount) })}</p>
      {account && (
        <p>
          {t('console.payments.confirm.paidTo', {
            account: `${account.bankName} · ${account.accountNumber} · ${account.holderName}`,
          })}
        </p>
      )}
      <dl className="kv">
        <div>
          <dt>{t('console.payments.confirm.balance')}</dt>
          <dd>{m(member.balance)}</dd>
        </div>
        <div>
          <dt>{t('console.payments.confirm.held')}</dt>
          <dd>{m(member.held)}</dd>
        </div>
        <div>
          <dt>{t('console.payments.confirm.kyc')}</dt>
          <dd>{t(`console.payments.confirm.kycState.${member.kyc}`)}</dd>
        </div>
        <div>
          <dt>{t('console.payments.confirm.vip')}</dt>
          <dd>
            {member.vipLevel === undefined
              ? t('console.payments.confirm.vipNone')
              : t('console.payments.confirm.vipLevel', { level: member.vipLevel })}
          </dd>
        </div>
      </dl>
      {history.length === 0 ? (
        <p className="muted">{t('console.payments.confirm.noHistory')}</p>
      ) : (
        <table className="grid" aria-label={t('console.payments.confirm.history')}>
          <caption>{t('console.payments.confirm.history')}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('console.payments.kind')}</th>
              <th scope="col">{t('console.payments.amount')}</th>
              <th scope="col">{t('console.payments.status')}</th>
              <th scope="col">{t('console.payments.created')}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((o) => (
              <tr key={o.id}>
                <td>#{o.id}</td>
                <td>{t(`console.payments.confirm.orderKind.${o.kind}`)}</td>
                <td>{m(o.amount)}</td>
                <td>{t(`console.payments.status_.${o.status}`)}</td>
                <td>{formatTime(o.createdAt, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="actions">
        <button type="button" onClick={close} disabled={busy}>
          {t('console.actions.cancel')}
        </button>
        <button type="button" className="primary" onClick={onConfirm} disabled={busy}>
          {t('console.payments.confirm.approve', { amount: m(order.amount) })}
        </button>
      </div>
    </Dialog>
  );
}
