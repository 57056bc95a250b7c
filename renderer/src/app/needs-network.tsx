import { useTranslation } from 'react-i18next';
import { OfflineIcon } from '../features/shell/offline-icon';
import { Button, Page } from '../shared/ui';

/** A screen that cannot work without the network, while there is none (the offline banner shows above). */
export default function NeedsNetwork({ routeKey }: { routeKey: string }) {
  const { t } = useTranslation();
  return (
    <Page title={t(`titles.${routeKey}`)} className="needs-network">
      <section className="ui-empty" aria-labelledby="needs-network-title">
        <span className="ui-empty__icon">
          <OfflineIcon size={36} />
        </span>
        <h2 id="needs-network-title" className="needs-network__title">
          {t('status.offline.needsNetwork')}
        </h2>
        <p className="needs-network__why">{t('status.offline.needsNetworkText')}</p>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('status.retry')}
        </Button>
      </section>
    </Page>
  );
}
