import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantPick } from '../../shared/merchant-picker';
import { can, useSessionStore } from '../../shared/session-store';
import { DepositsTable } from './deposits-table';
import { LedgerView } from './ledger-view';
import { paymentQueries } from './queries';
import { ReconcileView } from './reconcile-view';
import { WithdrawalsTable } from './withdrawals-table';

type Tab = 'withdrawals' | 'deposits' | 'ledger' | 'reconcile';
const TABS: Tab[] = ['withdrawals', 'deposits', 'ledger', 'reconcile'];

/**
 * Payments (issue 10): pending withdrawals to review, deposits, a member's ledger, and the deposits'
 * reconciliation against the ledger (issue 34); support and viewers read only.
 */
export function PaymentsPage() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const [tab, setTab] = useState<Tab>('withdrawals');
  const { code, picker } = useMerchantPick(t('console.payments.merchant'));
  const currency = useQuery({ ...paymentQueries.withdrawals(code ?? ''), enabled: !!code }).data?.currency;
  return (
    <section aria-labelledby="payments-title">
      <h1 id="payments-title">{t('console.payments.title')}</h1>
      {picker}
      <div role="tablist" aria-label={t('console.payments.title')} className="tabs">
        {TABS.filter((k) => k !== 'ledger' || can.ledger(user)).map((k) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} onClick={() => setTab(k)}>
            {t(`console.payments.tabs.${k}`)}
          </button>
        ))}
      </div>
      {code && (
        <div role="tabpanel" aria-label={t(`console.payments.tabs.${tab}`)}>
          {tab === 'withdrawals' && (
            <WithdrawalsTable key={code} code={code} canAct={can.reviewPayments(user)} />
          )}
          {tab === 'deposits' && <DepositsTable key={code} code={code} />}
          {tab === 'ledger' && currency && <LedgerView key={code} code={code} currency={currency} />}
          {tab === 'reconcile' && <ReconcileView key={code} code={code} />}
        </div>
      )}
    </section>
  );
}
