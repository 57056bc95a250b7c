import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { homeHot } from '@core/game-browser';
import { useMerchantConfig } from '../../../shared/config';
import { Page } from '../../../shared/ui';
import { useFavouriteIds } from '../api/favourites';
import { useGameList } from '../api/game-list';
import { useHotGames } from '../api/hot-games';
import { GameGrid, GridEmpty, GridSkeleton } from '../components/game-grid';
import { InfiniteSentinel } from '../components/infinite-sentinel';
import { PlayChoice } from '../components/play-choice';
import { EAGER_TILES } from '../constants';
import { SearchBox } from '../components/search-box';
import '../games.css';

/**
 * Game search (spec §2): text box with cancel, result count and load more (page size
 * limits.pageSizeSearch, 24); recommended hot games while nothing is searched.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { limits } = useMerchantConfig();
  const [keyword, setKeyword] = useState('');
  const favouriteIds = useFavouriteIds(limits.pageSizeFavourites);
  const results = useGameList(
    {
      gameName: keyword,
      gameType: '',
      vassalage: '',
      gameClassify: '',
      minBet: null,
      minLine: null,
      isNew: '',
      pageSize: limits.pageSizeSearch,
    },
    !!keyword,
  );
  const hot = useHotGames();
  const items = results.data?.pages.flatMap((p) => p.items) ?? [];
  const total = results.data?.pages[0]?.totalCount ?? 0;
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/m/home'));

  return (
    <Page title={t('titles.search')} className="gm-page">
      <div className="gm-toolbar">
        <SearchBox onSearch={setKeyword} onBlurEmpty={() => setKeyword('')} autoFocus />
        <button type="button" className="gm-link" onClick={back}>
          {t('games.cancel')}
        </button>
      </div>
      {keyword ? (
        <section className="gm-section" aria-label={t('titles.search')}>
          {results.isLoading ? (
            <GridSkeleton count={6} />
          ) : results.isError && items.length === 0 ? (
            <InfiniteSentinel
              hasNext={false}
              loading={false}
              failed
              onMore={() => undefined}
              onRetry={() => void results.refetch()}
            />
          ) : (
            <>
              <p className="gm-counter" role="status">
                {t('games.resultCount', { count: total })}
              </p>
              {items.length === 0 ? (
                <GridEmpty />
              ) : (
                <GameGrid
                  games={items}
                  favouriteIds={favouriteIds}
                  label={t('titles.search')}
                  eagerCount={EAGER_TILES}
                />
              )}
              <InfiniteSentinel
                hasNext={results.hasNextPage}
                loading={results.isFetchingNextPage}
                failed={results.isFetchNextPageError}
                onMore={() => void results.fetchNextPage()}
                onRetry={() => void results.fetchNextPage()}
              />
            </>
          )}
        </section>
      ) : (
        <p className="gm-counter">{t('games.searchHint', { min: limits.searchMinChars })}</p>
      )}
      <section className="gm-section" aria-labelledby="gm-recommended">
        <h2 id="gm-recommended" className="gm-section__title">
          {t('games.recommended')}
        </h2>
        {hot.isLoading ? (
          <GridSkeleton count={limits.hotMax} />
        ) : (
          <GameGrid
            games={homeHot(hot.data ?? [], limits.hotMax)}
            favouriteIds={favouriteIds}
            label={t('games.recommended')}
          />
        )}
      </section>
      <PlayChoice />
    </Page>
  );
}
