import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isAgentType } from '@core/member-types';
import { useMerchantConfig } from '../../../shared/config';
import { queryKeys } from '../../../shared/api';
import { useSession } from '../../../shared/session';
import { AccountLinks, Button, Icon, Page, Spinner } from '../../../shared/ui';
import { applicationQuery } from '../api/agent-api';
import { JoinForm } from '../components/join-form';
import '../agent.css';
import { formatDate } from '@core/dates';

const BENEFITS = [
  { key: 'commission', icon: 'wallet' },
  { key: 'salary', icon: 'gift' },
  { key: 'report', icon: 'record' },
  { key: 'support', icon: 'support' },
] as const;
const STEPS = ['apply', 'review', 'share', 'earn'] as const;

/** /m/join (open to all, spec §2): what the programme offers, and the application form for members. */
export default function JoinPage() {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const session = useSession();
  const qc = useQueryClient();
  const member = !!session && !session.trial;
  const app = useQuery({ ...applicationQuery(session?.token), enabled: member });
  const agent = isAgentType(session?.type) || app.data?.isAgent;
  const application = app.data?.application;
  const date = (iso: string) => formatDate(iso, 'day');

  return (
    <Page title={t('titles.join')} className="ag-page">
      <section className="ag-hero" aria-labelledby="ag-hero-title">
        <span className="ag-hero__icon" aria-hidden="true">
          <Icon name="agent" size={28} />
        </span>
        <h2 id="ag-hero-title" className="ag-hero__title">
          {t('agent.join.title', { brand: config.name })}
        </h2>
        <p className="ag-hero__text">{t('agent.join.lead')}</p>
        {!agent && (
          <Button
            className="ag-hero__cta"
            onClick={() => document.getElementById('ag-apply')?.scrollIntoView({ behavior: 'smooth' })}
          >
            {t('agent.join.applyTitle')}
          </Button>
        )}
      </section>

      <section className="ag-card" aria-labelledby="ag-benefits">
        <h3 id="ag-benefits" className="ag-card__title">
          {t('agent.join.benefitsTitle')}
        </h3>
        <ul className="ag-benefits">
          {BENEFITS.map((b) => (
            <li key={b.key} className="ag-benefit">
              <span className="ag-benefit__icon" aria-hidden="true">
                <Icon name={b.icon} size={20} />
              </span>
              <span>
                <strong>{t(`agent.join.benefits.${b.key}.title`)}</strong>
                <span className="ag-muted">{t(`agent.join.benefits.${b.key}.text`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className="ag-card" aria-labelledby="ag-steps">
        <h3 id="ag-steps" className="ag-card__title">
          {t('agent.join.stepsTitle')}
        </h3>
        <ol className="ag-steps">
          {STEPS.map((s, i) => (
            <li key={s} className="ag-step">
              <span className="ag-step__n" aria-hidden="true">
                {i + 1}
              </span>
              <span>{t(`agent.join.steps.${s}`)}</span>
            </li>
          ))}
        </ol>
      </section>

      <section className="ag-card" aria-labelledby="ag-apply">
        <h3 id="ag-apply" className="ag-card__title">
          {t('agent.join.applyTitle')}
        </h3>
        {!session ? (
          <>
            <p className="ag-muted">{t('agent.join.loginFirst')}</p>
            <AccountLinks layout="row" className="ag-actions" />
          </>
        ) : session.trial ? (
          <>
            <p className="ag-muted" role="note">
              {t('errors.TRIAL_ACCOUNT_REFUSED')}
            </p>
            <AccountLinks
              layout="stack"
              className="ag-actions ag-actions--stack"
              register="common.realAccount.register"
              login="common.realAccount.login"
            />
          </>
        ) : agent ? (
          <>
            <p className="ag-status ag-status--approved" role="status">
              {t('agent.join.isAgent')}
            </p>
            <Link className="ui-btn ui-btn--primary ui-btn--block" to="/m/agent">
              {t('agent.join.toAgentSite')}
            </Link>
          </>
        ) : app.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : application?.status === 'pending' ? (
          <p className="ag-status ag-status--pending" role="status">
            {t('agent.join.pending', { date: date(application.createdAt) })}
          </p>
        ) : application?.status === 'approved' ? (
          <>
            <p className="ag-status ag-status--approved" role="status">
              {t('agent.join.approved')}
            </p>
            <Link className="ui-btn ui-btn--primary ui-btn--block" to="/m/agent">
              {t('agent.join.toAgentSite')}
            </Link>
          </>
        ) : (
          <>
            {application?.status === 'rejected' && (
              <p className="ag-status ag-status--rejected" role="status">
                {t('agent.join.rejected', { reason: application.reason ?? '' })}
              </p>
            )}
            <JoinForm onSent={() => void qc.invalidateQueries({ queryKey: queryKeys.agent.all })} />
          </>
        )}
      </section>
    </Page>
  );
}
