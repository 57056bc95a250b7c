import { useTranslation } from 'react-i18next';
import type { BrowserList } from '../model/use-browser-list';
import { GameGrid, GridEmpty, GridSkeleton } from './game-grid';
import { InfiniteSentinel } from './infinite-sentinel';
import { EAGER_TILES } from '../constants';

/** A list's body: skeleton, first-page failure, empty state, or the grid with counter and infinite scroll. */
export function BrowserResults({
  list,
  favouriteIds,
  typeLabel,
}: {
  list: BrowserList;
  favouriteIds: ReadonlySet<string>;
  typeLabel: string;
}) {
  const { t } = useTranslation();
  if (list.isLoading) return <GridSkeleton />;
  if (list.isError)
    return (
      <InfiniteSentinel hasNext={false} loading={false} failed onMore={list.fetchNext} onRetry={list.retry} />
    );
  if (list.items.length === 0) return <GridEmpty />;
  return (
    <>
      <GameGrid games={list.items} favouriteIds={favouriteIds} label={typeLabel} eagerCount={EAGER_TILES} />
      <p className="gm-counter" aria-live="polite">
        {t('games.counter', {
          shown: list.items.length,
          total: Math.max(list.total, list.items.length),
          type: typeLabel,
        })}
      </p>
      <div className="gm-counter__bar" aria-hidden="true">
        <span
          style={{
            width: `${Math.min(100, (list.items.length / Math.max(1, list.total, list.items.length)) * 100)}%`,
          }}
        />
      </div>
      <InfiniteSentinel
        hasNext={list.hasNext}
        loading={list.isFetchingNext}
        failed={list.isNextError}
        onMore={list.fetchNext}
        onRetry={list.retry}
      />
    </>
  );
}
