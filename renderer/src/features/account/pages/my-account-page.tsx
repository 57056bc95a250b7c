import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PATH_PREFIX } from '@core/routes';
import { useMerchantConfig } from '../../../shared/config';
import { useSession } from '../../../shared/session';
import { Button, Icon, Page, Spinner } from '../../../shared/ui';
import { kycQuery, profileQuery } from '../api/account-api';
import { KycSection } from '../components/kyc-section';
import { PaymentPasswordForm } from '../components/payment-password-form';
import { PayoutAccounts } from '../components/payout-accounts';
import { ProfileForm } from '../components/profile-form';
import '../account.css';

function Section({ title, icon, children }: { title: string; icon: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="acc-card" aria-labelledby={id}>
      <h3 id={id} className="acc-card__title">
        <Icon name={icon} size={18} />
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * /m/myAccount/index: who the member is, personal details (register rules), security (login and
 * payment passwords), payout accounts, identity verification (KYC) and the way to responsible gaming.
 */
export default function MyAccountPage() {
  const { t } = useTranslation();
  const token = useSession()?.token;
  const config = useMerchantConfig();
  const profile = useQuery(profileQuery(token));
  const kyc = useQuery(kycQuery(token));
  // `?set=payPassword&back=/m/withdraw` (the withdraw page's link): the form opens, and saving returns there.
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const back = params.get('back');
  const returnTo = back && /^\/m\/[A-Za-z/]*$/.test(back) ? back : undefined;
  const [payForm, setPayForm] = useState(params.get('set') === 'payPassword');
  const payRef = useRef<HTMLDivElement>(null);
  const loaded = !!profile.data;
  useEffect(() => {
    if (loaded && params.get('set') === 'payPassword') payRef.current?.scrollIntoView({ block: 'center' });
  }, [loaded, params]);

  if (profile.isPending || kyc.isPending)
    return (
      <Page title={t('titles.myAccount')}>
        <Spinner label={t('common.loading')} />
      </Page>
    );
  if (!profile.data || !kyc.data)
    return (
      <Page title={t('titles.myAccount')}>
        <div className="acc-card">
          <p>{t('common.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void profile.refetch().then(() => kyc.refetch())}>
            {t('common.retry')}
          </Button>
        </div>
      </Page>
    );
  const p = profile.data;
  const name = p.values.nickname?.trim() || p.account;
  return (
    <Page title={t('titles.myAccount')} className="acc-page">
      <header className="acc-hero">
        <span className="acc-hero__avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <div className="acc-hero__who">
          <strong className="acc-hero__name">{name}</strong>
          <span className="acc-muted">
            {[
              p.values.nickname?.trim() ? t('account.myAccount.accountLabel', { account: p.account }) : '',
              p.mobileNum,
            ]
              .filter(Boolean)
              .join(' · ') || t('account.myAccount.member')}
          </span>
        </div>
        {kyc.data.enabled && (
          <span className={`acc-badge acc-badge--${kyc.data.status}`}>
            {t(`account.myAccount.kycBadge.${kyc.data.status}`)}
          </span>
        )}
      </header>

      <Section title={t('account.myAccount.profile')} icon="user">
        <ProfileForm key={JSON.stringify(p.values)} values={p.values} />
      </Section>

      <Section title={t('account.myAccount.security')} icon="lock">
        <Link className="acc-row" to={`${PATH_PREFIX}/changePsw`}>
          <span>{t('account.changePassword')}</span>
          <Icon name="chevron" size={16} />
        </Link>
        <div className="acc-row acc-row--static">
          <span>
            {t('account.field.paymentPassword')}
            <span className="acc-muted acc-row__sub">
              {t(
                p.hasPaymentPassword ? 'account.myAccount.payPasswordOn' : 'account.myAccount.payPasswordOff',
              )}
            </span>
          </span>
          <Button variant="ghost" aria-expanded={payForm} onClick={() => setPayForm(!payForm)}>
            {t(
              payForm
                ? 'common.cancel'
                : p.hasPaymentPassword
                  ? 'account.myAccount.changePayPassword'
                  : 'account.myAccount.setPayPassword',
            )}
          </Button>
        </div>
        {payForm && (
          <div ref={payRef}>
            <PaymentPasswordForm
              has={p.hasPaymentPassword}
              onDone={() => {
                setPayForm(false);
                if (returnTo) void navigate(returnTo, { replace: true });
              }}
            />
          </div>
        )}
      </Section>

      <Section title={t('account.myAccount.payoutAccounts')} icon="wallet">
        <PayoutAccounts />
      </Section>

      {kyc.data.enabled && (
        <Section title={t('account.myAccount.kyc')} icon="shield">
          <KycSection kyc={kyc.data} />
        </Section>
      )}

      {config.responsibleGaming.enabled && (
        <Section title={t('account.myAccount.safety')} icon="warning">
          <p className="acc-muted">{t('account.myAccount.safetyText')}</p>
          <Link className="acc-row" to={`${PATH_PREFIX}/safety`}>
            <span>{t('account.myAccount.safetyLink')}</span>
            <Icon name="chevron" size={16} />
          </Link>
        </Section>
      )}
    </Page>
  );
}
