import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isAgentType } from '@core/member-types';
import { useSession } from '../../../shared/session';
import { Page } from '../../../shared/ui';
import { AuthBrand } from '../components/auth-brand';
import { LoginForm } from './login-form';
import '../auth.css';

/**
 * /m/agent: the agent site's login (spec §2, §6): the login form with `site: agent`, no social or
 * trial buttons; the server refuses a non-agent (NON_AGENT_REFUSED, shown in the catalogue's words);
 * an agent lands on /m/agent/home.
 */
export default function AgentLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  return (
    <Page title={t('titles.agent')} className="auth-page">
      <AuthBrand subtitle={t('agent.login.subtitle')} />
      {isAgentType(session?.type) && (
        <p className="auth-invited" role="note">
          {t('agent.login.signedIn', { name: session?.userName })}{' '}
          <Link className="auth-link" to="/m/agent/home">
            {t('agent.login.continue')}
          </Link>
        </p>
      )}
      <LoginForm agentPage onDone={() => navigate('/m/agent/home', { replace: true })} />
      <p className="auth-agent-join">
        {t('agent.login.notAgent')}{' '}
        <Link className="auth-link" to="/m/join">
          {t('agent.login.apply')}
        </Link>
      </p>
    </Page>
  );
}
