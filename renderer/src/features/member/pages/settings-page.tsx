import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANGUAGE_NAMES } from '@locales/languages';
import { useMerchantConfig } from '../../../shared/config';
import { changeLanguage, useLanguage } from '../../../shared/i18n';
import { usePreferences } from '../../../shared/preferences';
import { isMemberSession, useSession } from '../../../shared/session';
import { Icon, LogoutButton, Page } from '../../../shared/ui';
import { SwitchRow } from '../components/switch-row';
import '../member.css';

/**
 * /m/set: language, hide balance, the download bar, change password, sign-out (with the logout confirm).
 * `linkedAccounts` (a member's linked sign-in accounts, from the auth feature) is composed in by
 * `app/settings-route.tsx`: features do not import each other.
 */
export default function SettingsPage({ linkedAccounts }: { linkedAccounts?: ReactNode }) {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const session = useSession();
  const language = useLanguage();
  const prefs = usePreferences();
  const showDownload = config.flags.appDownload && config.content.downloads.length > 0;
  return (
    <Page title={t('titles.set')} className="mb-page">
      {config.languages.length > 1 && (
        <section className="mb-card" aria-labelledby="set-language">
          <h2 id="set-language" className="mb-card__title">
            <Icon name="language" size={18} /> {t('member.settings.language')}
          </h2>
          <div className="mb-choices" role="radiogroup" aria-labelledby="set-language">
            {config.languages.map((code) => (
              <button
                key={code}
                type="button"
                role="radio"
                lang={code}
                aria-checked={code === language}
                className="mb-choice"
                onClick={() => void changeLanguage(code, config)}
              >
                {LANGUAGE_NAMES[code]}
                {code === language && <Icon name="check" size={16} />}
              </button>
            ))}
          </div>
        </section>
      )}
      <section className="mb-card" aria-labelledby="set-display">
        <h2 id="set-display" className="mb-card__title">
          <Icon name="eye" size={18} /> {t('member.settings.display')}
        </h2>
        <SwitchRow
          id="set-hide-balance"
          label={t('member.settings.hideBalance')}
          hint={t('member.settings.hideBalanceHint')}
          checked={prefs.hideBalance}
          onChange={prefs.setHideBalance}
        />
        {showDownload && (
          <SwitchRow
            id="set-download-bar"
            label={t('member.settings.downloadBar')}
            hint={t('member.settings.downloadBarHint', { name: config.name })}
            checked={!prefs.hideDownloadBar}
            onChange={(on) => prefs.setHideDownloadBar(!on)}
          />
        )}
      </section>
      {session && (
        <section className="mb-card mb-card--flush" aria-labelledby="set-security">
          <h2 id="set-security" className="mb-card__title mb-card__title--pad">
            <Icon name="shield" size={18} /> {t('member.settings.security')}
          </h2>
          <ul className="mb-entries mb-entries--list">
            {isMemberSession(session) && (
              <li>
                <Link to="/m/changePsw">
                  <span className="mb-entries__icon">
                    <Icon name="lock" size={20} />
                  </span>
                  <span className="mb-entries__label">{t('titles.changePsw')}</span>
                  <Icon name="chevron" size={16} className="mb-entries__chev" />
                </Link>
              </li>
            )}
            <li>
              <Link to="/m/help">
                <span className="mb-entries__icon">
                  <Icon name="help" size={20} />
                </span>
                <span className="mb-entries__label">{t('titles.help')}</span>
                <Icon name="chevron" size={16} className="mb-entries__chev" />
              </Link>
            </li>
          </ul>
        </section>
      )}
      {isMemberSession(session) && linkedAccounts}
      {session && <LogoutButton className="mb-logout" />}
    </Page>
  );
}
