import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@core/dates';
import { useSession } from '../../../shared/session';
import { Button, EmptyState, Icon, Page, Spinner } from '../../../shared/ui';
import { safetyQuery, useSetRealityCheck } from '../api/safety-api';
import { LimitRow } from '../components/limit-row';
import { LockChooser } from '../components/lock-chooser';
import '../safety.css';

function Section({ title, icon, children }: { title: string; icon: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="sf-card" aria-labelledby={id}>
      <h3 id={id} className="sf-card__title">
        <Icon name={icon} size={18} />
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * /m/safety, responsible gaming: deposit limits (lower at once, higher after the cooling-off), the
 * reality check, a time-out and self-exclusion. The platform enforces all of it; this is the view.
 */
export default function SafetyPage() {
  const { t } = useTranslation();
  const token = useSession()?.token;
  const q = useQuery(safetyQuery(token));
  const reality = useSetRealityCheck();

  if (q.isPending)
    return (
      <Page title={t('titles.safety')}>
        <Spinner label={t('common.loading')} />
      </Page>
    );
  if (!q.data)
    return (
      <Page title={t('titles.safety')}>
        <EmptyState icon="warning" title={t('common.loadFailed')}>
          <Button variant="secondary" onClick={() => void q.refetch()}>
            {t('common.retry')}
          </Button>
        </EmptyState>
      </Page>
    );
  const s = q.data;
  const now = new Date(s.now).getTime();
  return (
    <Page title={t('titles.safety')} className="sf-page">
      <p className="sf-intro">{t('safety.intro')}</p>
      {s.lock && (
        <div className={`sf-lock sf-lock--${s.lock.kind}`} role="alert">
          <Icon name="lock" size={22} />
          <div>
            <strong>{t(`safety.lock.${s.lock.kind}`)}</strong>
            <p>{t('safety.lock.until', { date: formatDate(s.lock.until, 'dayTime') })}</p>
          </div>
        </div>
      )}
      {!s.enabled && !s.lock && <EmptyState title={t('safety.off')} />}

      {s.enabled && (
        <>
          <Section title={t('safety.limits.title')} icon="wallet">
            <p className="sf-muted">{t('safety.limits.text', { hours: s.choices.coolingOffHours })}</p>
            <ul className="sf-limits">
              {s.limits.map((l) => (
                <LimitRow key={l.period} limit={l} coolingOffHours={s.choices.coolingOffHours} />
              ))}
            </ul>
          </Section>

          <Section title={t('safety.reality.title')} icon="refresh">
            <p className="sf-muted">{t('safety.reality.text')}</p>
            <fieldset className="sf-choices">
              <legend className="sf-legend">{t('safety.reality.every')}</legend>
              {[null, ...s.choices.realityCheckMinutes].map((m) => (
                <label key={m ?? 'off'} className="sf-chip">
                  <input
                    type="radio"
                    name="sf-reality"
                    checked={s.realityCheckMinutes === m}
                    disabled={reality.isPending}
                    onChange={() => reality.mutate({ minutes: m })}
                  />
                  <span>{m === null ? t('safety.reality.off') : t('safety.minutes', { count: m })}</span>
                </label>
              ))}
            </fieldset>
          </Section>

          {!s.lock && (
            <>
              <Section title={t('safety.timeOut.title')} icon="lock">
                <p className="sf-muted">{t('safety.timeOut.text')}</p>
                <LockChooser kind="timeOut" choices={s.choices.timeOutDays} now={now} />
              </Section>
              <Section title={t('safety.selfExclusion.title')} icon="shield">
                <p className="sf-muted">{t('safety.selfExclusion.text')}</p>
                <LockChooser kind="selfExclusion" choices={s.choices.selfExclusionMonths} now={now} />
              </Section>
            </>
          )}
          {s.lock?.kind === 'timeOut' && (
            <Section title={t('safety.selfExclusion.title')} icon="shield">
              <p className="sf-muted">{t('safety.selfExclusion.text')}</p>
              <LockChooser kind="selfExclusion" choices={s.choices.selfExclusionMonths} now={now} />
            </Section>
          )}
        </>
      )}
      <p className="sf-help">{t('safety.help')}</p>
    </Page>
  );
}
