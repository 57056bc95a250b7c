import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session';
import {
  Button,
  EmptyState,
  PayoutAccountFields,
  Popup,
  Spinner,
  usePayoutAccountForm,
  useToast,
} from '../../../shared/ui';
import { payoutAccountsQuery, useAddPayoutAccount, useRemovePayoutAccount } from '../api/account-api';

const masked = (n: string) => `•••• ${n.slice(-4)}`;

/** Payout accounts of withdrawals: the list, remove (with a confirmation), add. */
export function PayoutAccounts() {
  const { t } = useTranslation();
  const token = useSession()?.token;
  const toast = useToast();
  const list = useQuery(payoutAccountsQuery(token));
  const remove = useRemovePayoutAccount();
  const [adding, setAdding] = useState(false);
  const [confirm, setConfirm] = useState<{ id: number; label: string }>();

  if (list.isPending) return <Spinner label={t('common.loading')} />;
  return (
    <div className="acc-stack">
      {list.data?.length ? (
        <ul className="acc-list" aria-label={t('account.myAccount.payoutAccounts')}>
          {list.data.map((a) => (
            <li key={a.id} className="acc-list__row">
              <span className="acc-list__main">
                <strong>{a.bankName}</strong>
                <span className="acc-muted">
                  {masked(a.accountNumber)} · {a.holderName}
                </span>
              </span>
              <Button
                variant="ghost"
                aria-label={t('account.myAccount.removeAccountNamed', {
                  bank: a.bankName,
                  number: a.accountNumber.slice(-4),
                })}
                onClick={() => setConfirm({ id: a.id, label: `${a.bankName} ${masked(a.accountNumber)}` })}
              >
                {t('account.myAccount.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={t('account.myAccount.noAccounts')} />
      )}
      {adding ? (
        <AddAccountForm onDone={() => setAdding(false)} />
      ) : (
        <Button variant="secondary" block onClick={() => setAdding(true)}>
          {t('account.myAccount.addAccount')}
        </Button>
      )}
      <Popup
        open={!!confirm}
        variant="dialog"
        title={t('account.myAccount.removeTitle')}
        onClose={() => setConfirm(undefined)}
      >
        <p className="acc-dialog-text">
          {t('account.myAccount.removeText', { account: confirm?.label ?? '' })}
        </p>
        <div className="acc-actions">
          <Button variant="secondary" onClick={() => setConfirm(undefined)}>
            {t('common.cancel')}
          </Button>
          <Button
            loading={remove.isPending}
            onClick={() => {
              if (!confirm) return;
              remove.mutate(confirm.id, {
                onSuccess: () => toast.success(t('account.myAccount.accountRemoved')),
                onSettled: () => setConfirm(undefined),
              });
            }}
          >
            {t('account.myAccount.remove')}
          </Button>
        </div>
      </Popup>
    </div>
  );
}

function AddAccountForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const add = useAddPayoutAccount();
  const account = usePayoutAccountForm(async (draft) => {
    await add.mutateAsync(draft);
    toast.success(t('account.myAccount.accountSaved'));
    onDone();
  });
  return (
    <form className="acc-form acc-subcard" aria-label={t('account.myAccount.addAccount')} {...account.form}>
      <PayoutAccountFields {...account.fields} texts="account.myAccount" />
      <div className="acc-actions">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={add.isPending}>
          {t('account.myAccount.saveAccount')}
        </Button>
      </div>
    </form>
  );
}
