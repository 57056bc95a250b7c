import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '@locales/languages';
import { useMerchantConfig } from '../../shared/config';
import { changeLanguage, useLanguage } from '../../shared/i18n';
import { Icon } from '../../shared/ui';

/** The merchant's languages (spec §4 language change); hidden when the merchant offers one. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const current = useLanguage();
  if (config.languages.length < 2) return null;
  return (
    <div className="side-menu__lang" role="group" aria-label={t('menu.language')}>
      <span className="side-menu__lang-title">
        <Icon name="language" size={18} />
        {t('menu.language')}
      </span>
      <div className="side-menu__lang-options">
        {config.languages.map((code) => (
          <button
            key={code}
            type="button"
            lang={code}
            aria-pressed={code === current}
            onClick={() => void changeLanguage(code, config)}
          >
            {LANGUAGE_NAMES[code]}
          </button>
        ))}
      </div>
    </div>
  );
}
