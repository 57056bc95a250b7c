import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui';
import type { GameItem } from '../api/types';
import { FIRST_PAINT_TILES, SKELETON_TILES } from '../constants';
import { useFavouriteToggle } from '../model/use-favourite';
import { usePlay } from '../model/use-play';
import { GameTile } from './game-tile';

/** A tile's placeholder, the size of a real tile (the grid keeps its height while pictures and tiles arrive). */
const SkeletonTile = () => (
  <li className="gm-tile gm-tile--skeleton" aria-hidden="true">
    <span className="gm-tile__pic ui-skeleton" />
    <span className="gm-tile__line ui-skeleton" />
  </li>
);

export function GridSkeleton({ count = SKELETON_TILES }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <ul className="gm-grid" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <SkeletonTile key={i} />
      ))}
    </ul>
  );
}

/** Tiles with the launch and star actions; the favourite marks come from the caller's id set. */
export function GameGrid({
  games,
  favouriteIds,
  label,
  eagerCount = 0,
}: {
  games: readonly GameItem[];
  favouriteIds: ReadonlySet<string>;
  label: string;
  eagerCount?: number;
}) {
  const { play, pending } = usePlay();
  const fav = useFavouriteToggle(favouriteIds);
  /*
   * The first screen of tiles renders at once; the rest follows a screen a frame, in transitions,
   * so a 36-game page never blocks the main thread in one long task.
   * Until then they are placeholders of the same size: nothing moves, and the infinite-scroll
   * sentinel stays where the full page puts it.
   */
  const [shown, setShown] = useState(() => Math.min(games.length, FIRST_PAINT_TILES));
  useEffect(() => {
    if (shown >= games.length) return;
    // One screen's worth a frame: each commit stays small.
    const id = requestAnimationFrame(() =>
      startTransition(() => setShown((n) => Math.min(games.length, n + FIRST_PAINT_TILES))),
    );
    return () => cancelAnimationFrame(id);
  }, [games.length, shown]);
  const ready = Math.max(shown, Math.min(games.length, FIRST_PAINT_TILES));
  return (
    <ul className="gm-grid" aria-label={label}>
      {games.map((g, i) =>
        i < ready ? (
          <GameTile
            key={`${g.nodeId}-${g.vassalage}`}
            game={g}
            favourite={fav.isFavourite(g)}
            launching={pending === g.nodeId}
            onPlay={play}
            onStar={fav.toggle}
            eager={i < eagerCount}
          />
        ) : (
          <SkeletonTile key={`${g.nodeId}-${g.vassalage}`} />
        ),
      )}
    </ul>
  );
}

export function GridEmpty({ title }: { title?: string }) {
  const { t } = useTranslation();
  return <EmptyState icon="search" title={title ?? t('games.empty')} />;
}
