import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { findRoute } from '@core/routes';
import { EmptyState } from './empty-state';
import { Page } from './page';

/** A screen not built yet: its real title and a short note, never a blank page (issue 4). */
export default function TitledPage() {
  const { t } = useTranslation();
  const route = findRoute(useLocation().pathname);
  const title = t(`titles.${route?.key ?? 'home'}`);
  return (
    <Page title={title} heading>
      <EmptyState icon="sparkle" title={t('common.comingSoon')} />
    </Page>
  );
}
