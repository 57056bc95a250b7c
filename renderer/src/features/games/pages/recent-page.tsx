import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantConfig } from '../../../shared/config';
import { EmptyState, Page } from '../../../shared/ui';
import { useFavouriteIds } from '../api/favourites';
import { useRecent } from '../api/recent';
import { BrowserResults } from '../components/browser-results';
import { toBrowserList } from '../model/to-browser-list';
import { PlayChoice } from '../components/play-choice';
import '../games.css';

/**
 * Recent games (spec §2): title and list; opens at the top and marks favourites from the
 * player's first limits.pageSizeFavourites (200) favourites.
 */
export default function RecentPage() {
  const { t } = useTranslation();
  const { limits } = useMerchantConfig();
  useEffect(() => window.scrollTo({ top: 0 }), []);
  const q = useRecent({ pageSize: limits.pageSizeFavourites, gameType: '', vendor: '' });
  const ids = useFavouriteIds(limits.pageSizeFavourites);
  const list = toBrowserList(q);
  return (
    <Page title={t('titles.recent')} className="gm-page">
      <h2 className="gm-section__title">{t('games.recentGames')}</h2>
      {!list.isLoading && !list.isError && list.items.length === 0
        ? <EmptyState icon="refresh" title={t('games.recentEmpty')} />
        : <BrowserResults list={list} favouriteIds={ids} typeLabel={t('games.category.RECENT')} />}
      <PlayChoice />
    </Page>
  );
}
