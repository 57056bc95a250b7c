import { useTranslation } from 'react-i18next';
import type { AgentHome } from '@schemas/api';
import { useMoney } from '../../../shared/config';
import { termsText } from '../model/terms';

/** The commission the accepted contracts pay for the period: the total, then each contract with its terms. */
export function CommissionCard({
  commission,
  contracts,
}: {
  commission: AgentHome['commission'];
  contracts: AgentHome['contracts'];
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney().format;
  const accepted = contracts.filter((c) => c.status === 'accepted');
  return (
    <section className="ag-card" aria-labelledby="ag-commission-title">
      <h3 id="ag-commission-title" className="ag-card__title">
        {t('agent.commission.title')}
      </h3>
      <p className="ag-commission-total">
        <span className="ag-muted">{t('agent.commission.total')}</span>
        <strong data-testid="commission-total">{money(commission.total)}</strong>
      </p>
      {accepted.length === 0 ? (
        <p className="ag-muted">{t('agent.commission.none')}</p>
      ) : (
        <ul className="ag-commission-list">
          {accepted.map((c) => (
            <li key={c.id} className="ag-commission-row">
              <div className="ag-commission-row__main">
                <span>{t(`agent.contract.name.${c.kind}`)}</span>
                <strong>{money(commission[c.kind])}</strong>
              </div>
              <p className="ag-muted">{termsText(t, c, i18n.language)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
