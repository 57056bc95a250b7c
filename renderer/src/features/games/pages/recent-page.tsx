import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchantConfig } from '../../../shared/config';
import { Page } from '../../../shared/ui';
import { useRecent } from '../api/recent';
import { PlayerGameList } from '../components/player-game-list';
import { toBrowserList } from '../model/to-browser-list';
import '../games.css';

/** Recent games (spec §2): title and list; opens at the top. */
export default function RecentPage() {
  const { t } = useTranslation();
  const { limits } = useMerchantConfig();
  useEffect(() => window.scrollTo({ top: 0 }), []);
  const list = toBrowserList(useRecent({ pageSize: limits.pageSizeFavourites, gameType: '', vendor: '' }));
  return (
    <Page title={t('titles.recent')} className="gm-page">
      <PlayerGameList
        heading={t('games.recentGames')}
        list={list}
        emptyIcon="refresh"
        emptyTitle={t('games.recentEmpty')}
        typeLabel={t('games.category.RECENT')}
      />
    </Page>
  );
}
