import { useTranslation } from 'react-i18next';
import { useMerchantConfig } from '../../../shared/config';
import { DownloadOptions, Page, PageBanner } from '../../../shared/ui';
import { useDownloads } from '../api/downloads';
import { LoadFailed, LoadingBlocks } from '../lib/load-state';
import '../content.css';

/** /m/download (spec §2): the app's icon and name, then the ways to get it for this device. */
export default function DownloadPage() {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  const downloads = useDownloads();
  const icon = config.theme.icons.pwa192 ?? config.theme.icons.pwa96;
  return (
    <Page title={t('titles.download')} className="ct-page">
      <PageBanner type="m_download" />
      <section className="ct-hero" aria-labelledby="download-hero">
        {icon && <img src={icon} alt="" width={88} height={88} />}
        <h2 id="download-hero">{t('content.download.hero', { name: config.name })}</h2>
        <p>{t('content.download.subtitle')}</p>
      </section>
      <h3 className="ct-section">{t('content.download.options')}</h3>
      {downloads.isPending ? (
        <LoadingBlocks rows={2} height={120} />
      ) : downloads.isError ? (
        <LoadFailed onRetry={() => void downloads.refetch()} />
      ) : (
        <DownloadOptions resources={downloads.data} name={config.name} />
      )}
    </Page>
  );
}
