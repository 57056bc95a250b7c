import { useMerchantConfig } from '../../../shared/config';
import { EmptyState } from '../../../shared/ui';
import { useFavouriteIds } from '../api/favourites';
import type { BrowserList } from '../model/to-browser-list';
import { BrowserResults } from './browser-results';
import { PlayChoice } from './play-choice';

/**
 * The body of the player's own game lists (favourites, recent): heading, the grid or its empty
 * state, stars from the player's first limits.pageSizeFavourites favourites, the play choice.
 */
export function PlayerGameList({
  heading,
  list,
  emptyIcon,
  emptyTitle,
  typeLabel,
}: {
  heading: string;
  list: BrowserList;
  emptyIcon: string;
  emptyTitle: string;
  typeLabel: string;
}) {
  const { limits } = useMerchantConfig();
  const ids = useFavouriteIds(limits.pageSizeFavourites);
  return (
    <>
      <h2 className="gm-section__title">{heading}</h2>
      {!list.isLoading && !list.isError && list.items.length === 0 ? (
        <EmptyState icon={emptyIcon} title={emptyTitle} />
      ) : (
        <BrowserResults list={list} favouriteIds={ids} typeLabel={typeLabel} />
      )}
      <PlayChoice />
    </>
  );
}
