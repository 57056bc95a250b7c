import { useTranslation } from 'react-i18next';
import { useMerchantPick } from '../../shared/merchant-picker';
import { can, useSessionStore } from '../../shared/session-store';
import { ApplicationsTable } from './applications-table';
import { OfferContractForm } from './offer-contract-form';
import { PendingOffersTable } from './pending-offers-table';

/**
 * Agents (issue 13): applications from /m/join, pending first; operators approve or reject, others
 * read. Contract offers waiting for the agent (operators withdraw them), and a form to offer one.
 */
export function AgentsPage() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const { code, picker } = useMerchantPick(t('agent.console.merchant'));
  return (
    <section aria-labelledby="agents-title">
      <h1 id="agents-title">{t('agent.console.title')}</h1>
      {picker}
      {code && <ApplicationsTable key={code} code={code} canAct={can.reviewAgents(user)} />}
      {code && <PendingOffersTable key={`offers-${code}`} code={code} canAct={can.reviewAgents(user)} />}
      {code && can.reviewAgents(user) && <OfferContractForm key={`offer-${code}`} code={code} />}
    </section>
  );
}
