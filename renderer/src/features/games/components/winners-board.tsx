import { lazy, Suspense } from 'react';
import { WINNERS_BOARD_SIZE, winnersFilter } from '@core/winners';
import { withMoreTexts } from '../../../shared/i18n';

/** The board itself and its texts (the `money` namespace): fetched only on the screens that show it. */
const Board = lazy(withMoreTexts(() => import('./winners-list')));

/**
 * Recent big wins (spec §4: largest first) on the lottery, e-lottery and jackpot screens: masked
 * account, game and amount in the merchant's currency. Nothing on other categories, whose first
 * load does not carry it (issue 29). Until its code is in, an empty frame of the board's size holds
 * its place.
 */
export function WinnersBoard({ category }: { category: string }) {
  const filter = winnersFilter(category);
  if (!filter) return null;
  return (
    <Suspense fallback={<section className="gm-winners gm-winners--waiting" aria-busy="true" />}>
      <Board filter={{ ...filter, limit: WINNERS_BOARD_SIZE }} />
    </Suspense>
  );
}
