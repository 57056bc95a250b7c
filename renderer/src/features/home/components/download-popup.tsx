import { useTranslation } from 'react-i18next';
import { useMerchantConfig } from '../../../shared/config';
import { DownloadOptions, Popup } from '../../../shared/ui';

/** The download-app popup of home's download bar (download-app.tsx): the ways to get the app. */
export default function DownloadPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const config = useMerchantConfig();
  return (
    <Popup open={open} onClose={onClose} title={t('home.downloadTitle', { name: config.name })}>
      <DownloadOptions resources={config.content.downloads} name={config.name} />
    </Popup>
  );
}
