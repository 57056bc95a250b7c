import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { AGENT_PERIODS, periodRange, type AgentPeriod } from '@core/agent';
import { CONTRACT_ROUTES, isAgentType } from '@core/member-types';
import { useSession } from '../../../shared/session';
import { Button, Icon, Page, Skeleton, Tabs } from '../../../shared/ui';
import { agentHomeQuery } from '../api/agent-api';
import { AffiliateCard } from '../components/affiliate-card';
import { CommissionCard } from '../components/commission-card';
import { DownlineList } from '../components/downline-list';
import { KpiGrid } from '../components/kpi-grid';
import '../agent.css';

/**
 * /m/agent/home: the affiliate link and code (copy, QR), the team's KPIs and commission for a chosen
 * period, the downline, and any contract request waiting for an answer. Non-agents go to the agent login.
 */
export default function AgentHomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const [period, setPeriod] = useState<AgentPeriod>('today');
  // The range is fixed when the period is picked (a page left open past midnight keeps its day).
  const [range, setRange] = useState(() => periodRange('today'));
  const agent = isAgentType(session?.type);
  const home = useQuery({ ...agentHomeQuery(range, session?.token), enabled: agent });
  if (!agent) return <Navigate to="/m/agent" replace />;
  const pending = home.data?.contracts.filter((c) => c.status === 'pending') ?? [];

  return (
    <Page title={t('titles.agentHome')} className="ag-page">
      <section className="ag-hero ag-hero--compact" aria-label={t('agent.home.welcomeLabel')}>
        <span className="ag-hero__icon" aria-hidden="true">
          <Icon name="agent" size={24} />
        </span>
        <div>
          <p className="ag-hero__kicker">{t('agent.home.welcome')}</p>
          <p className="ag-hero__name">{session?.userName}</p>
        </div>
      </section>

      {pending.map((c) => (
        <section key={c.id} className="ag-card ag-contract-prompt" aria-labelledby={`ag-pending-${c.id}`}>
          <h3 id={`ag-pending-${c.id}`} className="ag-card__title">
            {t('agent.contract.pendingTitle', { name: t(`agent.contract.name.${c.kind}`) })}
          </h3>
          <p className="ag-muted">{t('agent.contract.pendingText')}</p>
          <Link className="ui-btn ui-btn--primary" to={CONTRACT_ROUTES[c.kind]}>
            {t('agent.contract.review')}
          </Link>
        </section>
      ))}

      {home.data ? <AffiliateCard code={home.data.affiliateCode} /> : <Skeleton height={190} radius={16} />}

      <section className="ag-card" aria-labelledby="ag-team-title">
        <h3 id="ag-team-title" className="ag-card__title">
          {t('agent.home.teamTitle')}
        </h3>
        <Tabs
          label={t('agent.period.label')}
          value={period}
          onChange={(p) => {
            setPeriod(p);
            setRange(periodRange(p));
          }}
          items={AGENT_PERIODS.map((p) => ({ key: p, label: t(`agent.period.${p}`) }))}
        />
        <p className="ag-muted ag-range">
          {range.from === range.to
            ? t('agent.period.day', { day: range.from })
            : t('agent.period.range', { from: range.from, to: range.to })}
        </p>
        {home.isError ? (
          <Button variant="secondary" onClick={() => void home.refetch()}>
            {t('agent.loadFailed')}
          </Button>
        ) : home.data ? (
          <KpiGrid kpis={home.data.kpis} />
        ) : (
          <Skeleton height={260} radius={12} />
        )}
      </section>

      {home.data && <CommissionCard commission={home.data.commission} contracts={home.data.contracts} />}

      <DownlineList range={range} token={session?.token} />
    </Page>
  );
}
