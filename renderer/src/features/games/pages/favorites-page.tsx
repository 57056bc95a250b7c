import { useTranslation } from 'react-i18next';
import { useMerchantConfig } from '../../../shared/config';
import { EmptyState, Page } from '../../../shared/ui';
import { useFavouriteIds, useFavourites } from '../api/favourites';
import { BrowserResults } from '../components/browser-results';
import { toBrowserList } from '../model/to-browser-list';
import { PlayChoice } from '../components/play-choice';
import '../games.css';

/** Favourites (/m/favorite): the player's starred games; un-starring removes a game at once. */
export default function FavoritesPage() {
  const { t } = useTranslation();
  const { limits } = useMerchantConfig();
  const q = useFavourites({ pageSize: limits.pageSizeFavourites, gameType: '', vendor: '' });
  const ids = useFavouriteIds(limits.pageSizeFavourites);
  const list = toBrowserList(q);
  return (
    <Page title={t('titles.favorite')} className="gm-page">
      <h2 className="gm-section__title">{t('games.favourites')}</h2>
      {!list.isLoading && !list.isError && list.items.length === 0
        ? <EmptyState icon="star" title={t('games.favouritesEmpty')} />
        : <BrowserResults list={list} favouriteIds={ids} typeLabel={t('games.category.FAV')} />}
      <PlayChoice />
    </Page>
  );
}
