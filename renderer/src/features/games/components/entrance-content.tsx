import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  filterHot,
  homeHot,
  hotPage,
  hotTotalPages,
  nextHotPage,
  type EntranceView,
} from '@core/game-browser';
import type { VendorInfo } from '@core/vendor-grouping';
import { useMerchantConfig } from '../../../shared/config';
import { Icon } from '../../../shared/ui';
import { useFavouriteIds, useFavourites } from '../api/favourites';
import { useGameList } from '../api/game-list';
import { useHotGames } from '../api/hot-games';
import { useRecent } from '../api/recent';
import { EAGER_TILES, ENTRANCE_LIST_MAX } from '../constants';
import { categoryPath } from '../model/category';
import { toBrowserList } from '../model/to-browser-list';
import type { BrowserList } from '../model/use-browser-list';
import { GameGrid, GridEmpty, GridSkeleton } from './game-grid';
import { InfiniteSentinel } from './infinite-sentinel';
import { VendorMark } from './vendor-mark';

function Head({ title, to }: { title: string; to?: string }) {
  const { t } = useTranslation();
  return (
    <div className="gm-section__head">
      <h2 className="gm-section__title">{title}</h2>
      {to && (
        <Link className="gm-link" to={to} aria-label={`${t('games.more')}: ${title}`}>
          {t('games.more')}
        </Link>
      )}
    </div>
  );
}

function Listing({
  list,
  ids,
  label,
  max,
}: {
  list: BrowserList;
  ids: ReadonlySet<string>;
  label: string;
  max: number;
}) {
  if (list.isLoading) return <GridSkeleton count={max} />;
  if (list.isError)
    return (
      <InfiniteSentinel hasNext={false} loading={false} failed onMore={list.retry} onRetry={list.retry} />
    );
  if (list.items.length === 0) return <GridEmpty />;
  return (
    <GameGrid games={list.items.slice(0, max)} favouriteIds={ids} label={label} eagerCount={EAGER_TILES} />
  );
}

/** Hot games on home: at most hotMax (8), "show others" pages through them and wraps to page 1. */
function HotView({ ids }: { ids: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const { limits } = useMerchantConfig();
  const hot = useHotGames();
  const [page, setPage] = useState(1);
  const all = filterHot(hot.data ?? [], { gameType: '', vendor: '', keyword: '' });
  const pages = hotTotalPages(all.length, limits.hotMax);
  const shown = homeHot(hotPage(all, page, limits.hotMax), limits.hotMax);
  return (
    <div className="gm-section">
      <div className="gm-section__head">
        <h2 className="gm-section__title">{t('games.hotGames')}</h2>
        {pages > 1 && (
          <button type="button" className="gm-link" onClick={() => setPage((p) => nextHotPage(p, pages))}>
            <Icon name="refresh" size={16} />
            &nbsp;{t('games.changeBatch')}
          </button>
        )}
      </div>
      {hot.isLoading ? (
        <GridSkeleton count={limits.hotMax} />
      ) : hot.isError ? (
        <InfiniteSentinel
          hasNext={false}
          loading={false}
          failed
          onMore={() => undefined}
          onRetry={() => void hot.refetch()}
        />
      ) : (
        <GameGrid games={shown} favouriteIds={ids} label={t('games.hotGames')} eagerCount={EAGER_TILES} />
      )}
    </div>
  );
}

function ListView({ category, ids }: { category: string; ids: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const { limits } = useMerchantConfig();
  const q = useGameList({
    gameType: category,
    gameName: '',
    vassalage: '',
    gameClassify: '',
    minBet: null,
    minLine: null,
    isNew: '',
    pageSize: limits.pageSizeBrowser,
  });
  const label = t(`games.category.${category}`);
  return (
    <div className="gm-section">
      <Head title={label} to={categoryPath(category)} />
      <Listing list={toBrowserList(q)} ids={ids} label={label} max={ENTRANCE_LIST_MAX} />
    </div>
  );
}

function MineView({ kind, ids }: { kind: 'fav' | 'recent'; ids: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const { limits } = useMerchantConfig();
  const params = { pageSize: limits.pageSizeFavouritesHome, gameType: '', vendor: '' };
  const fav = useFavourites(params, kind === 'fav');
  const rec = useRecent(params, kind === 'recent');
  const label = t(kind === 'fav' ? 'games.favourites' : 'games.recentGames');
  return (
    <div className="gm-section">
      <Head title={label} to={kind === 'fav' ? '/m/favorite' : '/m/recent'} />
      <Listing
        list={toBrowserList(kind === 'fav' ? fav : rec)}
        ids={ids}
        label={label}
        max={limits.pageSizeFavouritesHome}
      />
    </div>
  );
}

function VendorsView({ category, vendors }: { category: string; vendors: readonly VendorInfo[] }) {
  const { t } = useTranslation();
  const label = t(`games.category.${category}`);
  return (
    <div className="gm-section">
      <Head title={t('games.providersOf', { type: label })} to={categoryPath(category)} />
      <ul className="gm-vcards gm-vcards--one">
        {vendors.map((v) => (
          <li key={v.vassalage}>
            <Link
              className="gm-vcard"
              to={`${categoryPath(category)}?vassalage=${encodeURIComponent(v.vassalage)}`}
              aria-label={t('games.vendorCard', { name: v.displayName, count: v.gameCount })}
            >
              <VendorMark code={v.vassalage} size={44} />
              <span className="gm-vcard__name">{v.displayName}</span>
              <span className="gm-vcard__count">{t('games.gameCount', { count: v.gameCount })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The entrance's content for one category: hot list, game list, favourites/recent, or vendor cards. */
export function EntranceContent({
  category,
  view,
  vendors,
}: {
  category: string;
  view: EntranceView;
  vendors: readonly VendorInfo[];
}) {
  const { limits } = useMerchantConfig();
  const ids = useFavouriteIds(limits.pageSizeFavouritesHome);
  switch (view) {
    case 'hot':
      return <HotView ids={ids} />;
    case 'list':
      return <ListView category={category} ids={ids} />;
    case 'fav':
      return <MineView kind="fav" ids={ids} />;
    case 'recent':
      return <MineView kind="recent" ids={ids} />;
    default:
      return <VendorsView category={category} vendors={vendors} />;
  }
}
