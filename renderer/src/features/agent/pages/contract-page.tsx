import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CONTRACT_KINDS, CONTRACT_ROUTES, isAgentType, type ContractKind } from '@core/member-types';
import { queryKeys } from '../../../shared/api';
import { useSession } from '../../../shared/session';
import { Button, EmptyState, Icon, Page, Spinner, useApiMutation, useToast } from '../../../shared/ui';
import type { AgentContract } from '@schemas/api';
import { contractQuery, decideContract } from '../api/agent-api';
import { ratePercent, termsText } from '../model/terms';
import '../agent.css';
import { formatDate } from '@core/dates';

const TITLE: Record<ContractKind, string> = {
  salary: 'titles.salaryContract',
  dividend: 'titles.dividendContract',
  hour: 'titles.hourContract',
};

function Terms({ c }: { c: AgentContract }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="ag-terms">
      <div>
        <dt>{t('agent.contract.rate')}</dt>
        <dd>{ratePercent(c.rateBp, i18n.language)}</dd>
      </div>
      <div>
        <dt>{t('agent.contract.minActive')}</dt>
        <dd>{c.minActive.toLocaleString(i18n.language)}</dd>
      </div>
      <div>
        <dt>{t('agent.contract.offeredAt')}</dt>
        <dd>
          <time dateTime={c.offeredAt}>{formatDate(c.offeredAt, 'day')}</time>
        </dd>
      </div>
    </dl>
  );
}

/**
 * The three contract pages (spec §2 getSalaryContract, getDevidendContract, getHourContract): the
 * pending request with its terms and accept / reject; after the answer, the contract in force.
 */
export default function ContractPage() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const kind = CONTRACT_KINDS.find((k) => CONTRACT_ROUTES[k] === pathname) ?? 'salary';
  const session = useSession();
  const qc = useQueryClient();
  const toast = useToast();
  const q = useQuery(contractQuery(kind, session?.token));
  const decide = useApiMutation({
    mutationFn: (v: { id: number; decision: 'accept' | 'reject' }) => decideContract(kind, v.id, v.decision),
    onSuccess: (c) => {
      toast.success(t(c.status === 'accepted' ? 'agent.contract.accepted' : 'agent.contract.rejected'));
      void qc.invalidateQueries({ queryKey: queryKeys.agent.all });
      void qc.invalidateQueries({ queryKey: queryKeys.member.all });
    },
  });
  const pending = q.data?.pending;
  const current = q.data?.current;
  const name = t(`agent.contract.name.${kind}`);

  return (
    <Page title={t(TITLE[kind])} className="ag-page">
      {q.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : q.isError ? (
        <Button variant="secondary" onClick={() => void q.refetch()}>
          {t('agent.loadFailed')}
        </Button>
      ) : (
        <>
          {pending && (
            <section className="ag-card ag-contract" aria-labelledby="ag-contract-pending">
              <span className="ag-badge ag-badge--pending">{t('agent.contract.statusPending')}</span>
              <h2 id="ag-contract-pending" className="ag-contract__title">
                {t('agent.contract.offerTitle', { name })}
              </h2>
              <p className="ag-contract__lead">{termsText(t, pending, i18n.language)}</p>
              <Terms c={pending} />
              {current && (
                <p className="ag-muted">
                  {t('agent.contract.replaces', { terms: termsText(t, current, i18n.language) })}
                </p>
              )}
              <div className="ag-actions">
                <Button
                  variant="secondary"
                  disabled={decide.isPending}
                  onClick={() => decide.mutate({ id: pending.id, decision: 'reject' })}
                >
                  {t('agent.contract.reject')}
                </Button>
                <Button
                  loading={decide.isPending}
                  onClick={() => decide.mutate({ id: pending.id, decision: 'accept' })}
                >
                  {t('agent.contract.accept')}
                </Button>
              </div>
            </section>
          )}
          {current && (
            <section className="ag-card ag-contract" aria-labelledby="ag-contract-current">
              <span className="ag-badge ag-badge--ok">{t('agent.contract.statusAccepted')}</span>
              <h2 id="ag-contract-current" className="ag-contract__title">
                {t('agent.contract.currentTitle', { name })}
              </h2>
              <p className="ag-contract__lead">{termsText(t, current, i18n.language)}</p>
              <Terms c={current} />
            </section>
          )}
          {!pending && !current && <EmptyState icon="record" title={t('agent.contract.none', { name })} />}
          {!pending && isAgentType(session?.type) && (
            <Link className="ui-btn ui-btn--secondary ui-btn--block" to="/m/agent/home">
              <Icon name="agent" size={18} />
              {t('agent.contract.toHome')}
            </Link>
          )}
        </>
      )}
    </Page>
  );
}
