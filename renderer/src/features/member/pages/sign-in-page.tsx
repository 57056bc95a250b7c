import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_CYCLE } from '@core/sign-in';
import { useMerchantConfig, useMoney } from '../../../shared/config';
import { useSession } from '../../../shared/session';
import { Button, EmptyState, Icon, Page, Spinner, useToast } from '../../../shared/ui';
import { signInQuery, useSignIn } from '../api/member-area';
import '../member.css';

/** /m/signIn (flag signIn): the 7-day streak, today's reward, and the sign-in that pays it through the ledger. */
export default function SignInPage() {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const session = useSession();
  const toast = useToast();
  const q = useQuery({ ...signInQuery(session?.token), enabled: !!session?.token && config.flags.signIn });
  const money = useMoney().format;
  const signIn = useSignIn((r) =>
    toast.success(t('member.signIn.done', { amount: money(r.amount), day: r.streakDay })),
  );
  if (!config.flags.signIn)
    return (
      <Page title={t('titles.signIn')} className="mb-page">
        <EmptyState icon="calendar" title={t('member.signIn.off')} />
      </Page>
    );
  const s = q.data;
  // The day a sign-in now would count as: after yesterday's (or today's) streak day, else day 1.
  const today = s ? (s.signedToday ? s.streakDay : (s.streakDay % SIGN_IN_CYCLE) + 1) : 1;
  return (
    <Page title={t('titles.signIn')} className="mb-page">
      {q.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : !s ? (
        <EmptyState icon="warning" title={t('errors.LOAD_FAILED')} />
      ) : (
        <>
          <section className="mb-signin-hero">
            <Icon name="calendar" size={32} />
            <h2>{s.signedToday ? t('member.signIn.signedTitle') : t('member.signIn.title')}</h2>
            <p>{t('member.signIn.streak', { count: s.signedToday ? s.streakDay : today - 1 })}</p>
          </section>
          <ol className="mb-days" aria-label={t('member.signIn.days')}>
            {s.schedule.map((amount, i) => {
              const day = i + 1;
              const done = day < today || (s.signedToday && day === today);
              return (
                <li
                  key={day}
                  className={`mb-day ${done ? 'is-done' : ''} ${day === today ? 'is-today' : ''}`}
                  aria-current={day === today ? 'date' : undefined}
                >
                  <span className="mb-day__name">{t('member.signIn.day', { n: day })}</span>
                  <span className="mb-day__icon" aria-hidden="true">
                    <Icon name={done ? 'check' : day === SIGN_IN_CYCLE ? 'trophy' : 'gift'} size={20} />
                  </span>
                  <span className="mb-day__amount">{money(amount)}</span>
                </li>
              );
            })}
          </ol>
          <Button block loading={signIn.isPending} disabled={s.signedToday} onClick={() => signIn.mutate()}>
            {s.signedToday
              ? t('member.signIn.comeBack')
              : t('member.signIn.action', { amount: money(s.schedule[today - 1] ?? 0) })}
          </Button>
          <p className="mb-note">{t('member.signIn.rules', { days: SIGN_IN_CYCLE })}</p>
        </>
      )}
    </Page>
  );
}
