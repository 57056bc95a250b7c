import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantConfig } from '../../../shared/config';
import { Page } from '../../../shared/ui';
import { useFavourites } from '../api/favourites';
import { useRecent } from '../api/recent';
import { toBrowserList } from '../model/to-browser-list';
import { PlayerGameList } from './player-game-list';

/** The texts and icon of each player list screen (title, heading, empty state, the tiles' type). */
const SCREENS = {
  favorite: {
    title: 'titles.favorite',
    heading: 'games.favourites',
    emptyIcon: 'star',
    emptyTitle: 'games.favouritesEmpty',
    typeLabel: 'games.category.FAV',
  },
  recent: {
    title: 'titles.recent',
    heading: 'games.recentGames',
    emptyIcon: 'refresh',
    emptyTitle: 'games.recentEmpty',
    typeLabel: 'games.category.RECENT',
  },
} as const;

/**
 * A screen of the player's own games: favourites (/m/favorite; un-starring removes a game at once)
 * or recent games (spec §2; opens at the top). Only the screen's own list is fetched.
 */
export function PlayerGamesPage({ screen }: { screen: keyof typeof SCREENS }) {
  const { t } = useTranslation();
  const { limits } = useMerchantConfig();
  const texts = SCREENS[screen];
  const q = { pageSize: limits.pageSizeFavourites, gameType: '', vendor: '' };
  const favourites = useFavourites(q, screen === 'favorite');
  const recent = useRecent(q, screen === 'recent');
  useEffect(() => {
    if (screen === 'recent') window.scrollTo({ top: 0 });
  }, [screen]);
  return (
    <Page title={t(texts.title)} className="gm-page">
      <PlayerGameList
        heading={t(texts.heading)}
        list={toBrowserList(screen === 'favorite' ? favourites : recent)}
        emptyIcon={texts.emptyIcon}
        emptyTitle={t(texts.emptyTitle)}
        typeLabel={t(texts.typeLabel)}
      />
    </Page>
  );
}
