import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Environment } from '@core/config/environments';
import './environments.css';

export type { Environment };

/** The address of a merchant's editor in an environment. */
export const editorPath = (code: string, env: Environment) =>
  env === 'staging' ? `/merchants/${code}?env=staging` : `/merchants/${code}`;

/**
 * Production or staging (issue 35, environments): two links, the current one marked, in a colour of
 * its own, so nobody edits production thinking it is staging. Under it, in words, what editing here
 * does to players.
 */
export function EnvironmentSwitch({
  code,
  name,
  env,
  hosts,
}: {
  code: string;
  name: string;
  env: Environment;
  /** Where the environment's players are (staging: staging.<host>). */
  hosts?: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <div className={`environment environment-${env}`}>
      <nav aria-label={t('environments.switch.label', { name })} className="environment-switch">
        {(['production', 'staging'] as const).map((e) => (
          <Link
            key={e}
            to={editorPath(code, e)}
            aria-current={e === env ? 'page' : undefined}
            className={`env-${e}`}
          >
            {t(`environments.names.${e}`)}
          </Link>
        ))}
      </nav>
      <p role="note" className="environment-note">
        <strong>{t(`environments.editing.${env}`, { name })}</strong> {t(`environments.effect.${env}`)}
        {env === 'staging' && hosts?.length ? (
          <>
            {' '}
            {t('environments.tryAt')} <StagingLinks hosts={hosts} />
          </>
        ) : null}
      </p>
    </div>
  );
}

/** The staging hosts as links, on this console's protocol and port (`staging.localhost:8080`). */
export function StagingLinks({ hosts }: { hosts: readonly string[] }) {
  const port = typeof location === 'undefined' || !location.port ? '' : `:${location.port}`;
  const protocol = typeof location === 'undefined' ? 'https:' : location.protocol;
  return (
    <>
      {hosts.map((h, i) => (
        <span key={h}>
          {i > 0 && ', '}
          <a href={`${protocol}//${h}${h.includes(':') ? '' : port}/m/home`} target="_blank" rel="noreferrer">
            {h}
          </a>
        </span>
      ))}
    </>
  );
}
