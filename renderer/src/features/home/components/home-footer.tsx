import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantConfig } from '../../../shared/config';
import { useLanguage } from '../../../shared/i18n';

/** Home footer: about text, game categories (HOT first), qualification image, copyright line. */
export function HomeFooter({ categories }: { categories?: ReactNode }) {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const lang = useLanguage();
  const about =
    (config.content.about as Record<string, string | undefined>)[lang] ??
    (config.content.about as Record<string, string | undefined>)[config.defaultLanguage];
  const { fromYear, toYear, holder } = config.theme.copyright;
  return (
    <footer className="hm-footer">
      {about && (
        <section aria-labelledby="hm-about">
          <h2 id="hm-about" className="hm-footer__title">
            {t('home.about', { name: config.name })}
          </h2>
          <p>{about}</p>
        </section>
      )}
      {categories && (
        <section aria-labelledby="hm-cats">
          <h2 id="hm-cats" className="hm-footer__title">
            {t('home.categories')}
          </h2>
          {categories}
        </section>
      )}
      {config.theme.qualificationImage && (
        <section aria-labelledby="hm-qual">
          <h2 id="hm-qual" className="hm-footer__title">
            {t('home.qualification')}
          </h2>
          {/* The badge's words are texts of the page language, not words drawn in the picture (issue 32 item 16). */}
          <div className="hm-footer__badge">
            <img
              className="hm-footer__qual"
              src={config.theme.qualificationImage}
              alt={t('home.qualificationAlt', { name: config.name })}
              height={48}
              loading="lazy"
            />
            <p className="hm-footer__badge-text">
              <strong>{t('home.qualificationBadge')}</strong>
              <span>{t('home.qualificationNote')}</span>
            </p>
          </div>
        </section>
      )}
      <p className="hm-footer__age">
        <span className="hm-age" role="img" aria-label={t('home.ageBadgeLabel', { age: config.ageLimit })}>
          {t('home.ageBadge', { age: config.ageLimit })}
        </span>
        <span>{t('home.responsible', { age: config.ageLimit })}</span>
      </p>
      <p className="hm-footer__copy">
        {t('home.copyright', { from: fromYear, to: toYear, holder: holder ?? config.name })}
      </p>
    </footer>
  );
}
