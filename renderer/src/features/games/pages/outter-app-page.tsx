import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isFrameUrl } from '@core/outter-app';
import { useMerchantConfig } from '../../../shared/config';
import { useLongtailStrings } from '../../../shared/i18n/longtail-strings';
import { EmptyState, Icon, Page, Spinner } from '../../../shared/ui';
import '../longtail.css';

/**
 * OutterApp (spec §2): a game or another page of the platform opened inside the site, in a
 * full-screen frame under a back bar, so the player never leaves the site.
 */
export default function OutterAppPage() {
  useLongtailStrings();
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const url = params.get('url');
  const title = params.get('title')?.slice(0, 80) || t('titles.outterApp');
  const [loaded, setLoaded] = useState(false);
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/m/home');
  };
  if (!isFrameUrl(url))
    return (
      <Page title={t('titles.outterApp')}>
        <EmptyState icon="warning" title={t('longtail.frameInvalid')} />
      </Page>
    );
  return (
    <div className="lt-frame" role="region" aria-label={t('longtail.frameTitle', { title })}>
      <div className="lt-frame__bar" data-no-back-swipe="">
        <button
          type="button"
          className="lt-frame__back"
          onClick={back}
          aria-label={t('longtail.frameBack', { site: config.name })}
          data-shell-back=""
        >
          <Icon name="back" />
        </button>
        <h1 className="lt-frame__title">{title}</h1>
      </div>
      {!loaded && (
        <div className="lt-frame__loading">
          <Spinner size={32} label={t('longtail.frameLoading')} />
        </div>
      )}
      <iframe
        className="lt-frame__page"
        src={url}
        title={t('longtail.frameTitle', { title })}
        onLoad={() => setLoaded(true)}
        allow="fullscreen; autoplay"
        referrerPolicy="same-origin"
      />
    </div>
  );
}
