import { useTranslation } from 'react-i18next';
import { useMerchantConfig } from '../../shared/config';
import { Button, Icon } from '../../shared/ui';
import { useSystemStatus } from './status-query';
import './status.css';

export type ErrorKind = 'ipBlock' | 'serviceError' | 'maintenance' | 'regionRestricted';

const ICON: Record<ErrorKind, string> = {
  ipBlock: 'shield',
  serviceError: 'warning',
  maintenance: 'refresh',
  regionRestricted: 'language',
};

/** Spec §2/§8 error pages: maintenance, region restricted and IP block (IP and contact link), service error. */
export function ErrorPage({ kind }: { kind: ErrorKind }) {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const status = useSystemStatus();
  const ip = status?.ip;
  const contact = status?.contactUrl ?? config.content.contactUrl;
  const showIp = kind === 'ipBlock' || kind === 'regionRestricted';
  return (
    <main className="status-page" aria-labelledby="status-title">
      <img className="status-page__logo" src={config.theme.logo} alt={config.name} height={36} />
      <span className="status-page__icon">
        <Icon name={ICON[kind]} size={40} />
      </span>
      <h1 id="status-title">{t(`status.${kind}.title`)}</h1>
      <p>{t(`status.${kind}.text`)}</p>
      {showIp && ip && <p className="status-page__ip">{t('status.yourIp', { ip })}</p>}
      {showIp && contact && (
        <a className="status-page__link" href={contact}>
          {t('status.contact')}
        </a>
      )}
      {kind === 'serviceError' && (
        <Button onClick={() => window.location.assign('/m/home')}>{t('status.retry')}</Button>
      )}
    </main>
  );
}
