import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminQueries } from '../../shared/queries';
import { can, useSessionStore } from '../../shared/session-store';
import { ApplicationsTable } from './applications-table';
import { OfferContractForm } from './offer-contract-form';

/** Agents (issue 13): applications from /m/join, pending first; operators approve or reject, others read. */
export function AgentsPage() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const merchants = useQuery(adminQueries.merchants());
  const [picked, setPicked] = useState<string>();
  const code = picked ?? merchants.data?.[0]?.code;
  return (
    <section aria-labelledby="agents-title">
      <h1 id="agents-title">{t('agent.console.title')}</h1>
      <label className="row">
        {t('agent.console.merchant')}{' '}
        <select value={code ?? ''} onChange={(e) => setPicked(e.target.value)}>
          {(merchants.data ?? []).map((m) => (
            <option key={m.code} value={m.code}>
              {m.name} ({m.code})
            </option>
          ))}
        </select>
      </label>
      {code && <ApplicationsTable key={code} code={code} canAct={can.reviewAgents(user)} />}
      {code && can.reviewAgents(user) && <OfferContractForm key={`offer-${code}`} code={code} />}
    </section>
  );
}
