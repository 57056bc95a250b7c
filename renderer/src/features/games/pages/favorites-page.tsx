import { useTranslation } from 'react-i18next';
import { useMerchantConfig } from '../../../shared/config';
import { Page } from '../../../shared/ui';
import { useFavourites } from '../api/favourites';
import { PlayerGameList } from '../components/player-game-list';
import { toBrowserList } from '../model/to-browser-list';
import '../games.css';

/** Favourites (/m/favorite): the player's starred games; un-starring removes a game at once. */
export default function FavoritesPage() {
  const { t } = useTranslation();
  const { limits } = useMerchantConfig();
  const list = toBrowserList(
    useFavourites({ pageSize: limits.pageSizeFavourites, gameType: '', vendor: '' }),
  );
  return (
    <Page title={t('titles.favorite')} className="gm-page">
      <PlayerGameList
        heading={t('games.favourites')}
        list={list}
        emptyIcon="star"
        emptyTitle={t('games.favouritesEmpty')}
        typeLabel={t('games.category.FAV')}
      />
    </Page>
  );
}
