import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { api } from '../shared/api';
import { CONSOLE_LANGUAGES, setConsoleLanguage, type ConsoleLanguage } from '../shared/i18n';
import { can, useSessionStore, type ConsoleUser } from '../shared/session-store';
import { publishingQueries } from '../shared/review/publishing-queries';
import { useCurrentMerchantStore, withMerchant } from '../shared/current-merchant';

/** The demo outbox page, when the server has one (it names it in a meta of the console's page). */
const demoOutbox = document.querySelector<HTMLMetaElement>('meta[name="demo-outbox"]')?.content;

/**
 * Changes another operator sent for approval that this operator may approve (issue 35, approvals
 * people notice): a count beside "Changes" on every page, read every 30 s (every 5 s on Changes).
 */
function AwaitingReview({ user }: { user: ConsoleUser }) {
  const { t } = useTranslation();
  const changes = useQuery({ ...publishingQueries.all(), refetchInterval: 30_000 });
  const count = (changes.data ?? []).filter(
    (c) => c.status === 'pending' && c.author !== user.username,
  ).length;
  if (!count) return null;
  return (
    <>
      <span className="nav-badge" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">{t('publishing.nav.awaiting', { count })}</span>
    </>
  );
}

export function Header() {
  const { t, i18n } = useTranslation();
  const { user, signOut } = useSessionStore();
  const merchant = useCurrentMerchantStore((s) => s.code);
  useEffect(() => {
    document.title = t('console.brand');
  }, [t, i18n.language]);
  return (
    <header className="top">
      <strong className="brand">{t('console.brand')}</strong>
      {user && (
        <nav aria-label={t('console.nav.main')}>
          <NavLink to="/" end>
            {t('console.nav.merchants')}
          </NavLink>
          <NavLink to="/search">{t('targeting.nav.search')}</NavLink>
          {can.preview(user) && <NavLink to="/preview">{t('console.nav.preview')}</NavLink>}
          <NavLink to={withMerchant('/content', merchant)}>{t('cms.nav')}</NavLink>
          <NavLink to="/segments">{t('targeting.nav.segments')}</NavLink>
          {can.players(user) && <NavLink to="/players">{t('players.nav')}</NavLink>}
          {can.payments(user) && <NavLink to="/payments">{t('console.nav.payments')}</NavLink>}
          {can.kyc(user) && <NavLink to="/kyc">{t('console.nav.kyc')}</NavLink>}
          {can.agents(user) && <NavLink to="/agents">{t('agent.console.nav')}</NavLink>}
          {can.reports(user) && <NavLink to="/reports">{t('reports.nav')}</NavLink>}
          {can.audit(user) && <NavLink to="/audit">{t('console.nav.audit')}</NavLink>}
          {can.users(user) && <NavLink to="/users">{t('console.nav.users')}</NavLink>}
          <NavLink to="/changes">
            {t('publishing.nav.changes')}
            {can.save(user) && <AwaitingReview user={user} />}
          </NavLink>
          {can.users(user) && <NavLink to="/integrations">{t('publishing.nav.integrations')}</NavLink>}
          {demoOutbox?.startsWith('/demo/') && (
            <a href={demoOutbox} target="_blank" rel="noopener">
              {t('console.nav.demoOutbox')}
            </a>
          )}
        </nav>
      )}
      <span className="spacer" />
      <label htmlFor="console-language" className="lang">
        {t('console.language')}
        <select
          id="console-language"
          value={i18n.language}
          onChange={(e) => setConsoleLanguage(e.target.value as ConsoleLanguage)}
        >
          {CONSOLE_LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`console.languages.${l}`)}
            </option>
          ))}
        </select>
      </label>
      {user && (
        <>
          <span className="who">
            {t('console.signedInAs', { username: user.username, role: t(`console.roles.${user.role}`) })}
          </span>
          <button
            type="button"
            onClick={() =>
              void api('/api/admin/logout', { method: 'POST' })
                .catch(() => undefined)
                .finally(signOut)
            }
          >
            {t('console.logout')}
          </button>
        </>
      )}
    </header>
  );
}
