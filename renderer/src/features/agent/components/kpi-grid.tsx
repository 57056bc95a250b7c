import { useTranslation } from 'react-i18next';
import type { AgentHome } from '@schemas/api';
import { useMoney } from '../../../shared/config';

type Kpis = AgentHome['kpis'];
const COUNTS = ['signups', 'firstDeposits', 'activePlayers'] as const;
const MONEY = ['deposits', 'withdrawals', 'bets', 'netResult'] as const;

/** The team's figures for the chosen period (spec §7 team KPI), each a labelled value. */
export function KpiGrid({ kpis }: { kpis: Kpis }) {
  const { t, i18n } = useTranslation();
  const money = useMoney().format;
  const count = (n: number) => n.toLocaleString(i18n.language);
  return (
    <dl className="ag-kpis">
      {COUNTS.map((k) => (
        <div key={k} className="ag-kpi" data-kpi={k}>
          <dt>{t(`agent.kpi.${k}`)}</dt>
          <dd>{count(kpis[k])}</dd>
        </div>
      ))}
      <div className="ag-kpi" data-kpi="downlineTotal">
        <dt>{t('agent.kpi.downlineTotal')}</dt>
        <dd>{count(kpis.downlineTotal)}</dd>
      </div>
      {MONEY.map((k) => (
        <div
          key={k}
          className={`ag-kpi ag-kpi--money ${k === 'netResult' ? (kpis[k] < 0 ? 'ag-neg' : kpis[k] > 0 ? 'ag-pos' : '') : ''}`}
          data-kpi={k}
        >
          <dt>{t(`agent.kpi.${k}`)}</dt>
          <dd>{money(kpis[k])}</dd>
        </div>
      ))}
    </dl>
  );
}
