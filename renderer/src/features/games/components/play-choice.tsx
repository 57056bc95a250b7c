import { lazy, Suspense } from 'react';
import { useOpened } from '../../../shared/ui';
import { usePlayChoice } from '../model/use-play';

/** The popup: fetched when a player first taps a game that offers the choice (issue 29). */
const PlayChoicePopup = lazy(() => import('./play-choice-popup'));

/** The real-money / free-play choice for games that support free play (spec §4 free-play launch). */
export function PlayChoice() {
  const used = useOpened(usePlayChoice((s) => !!s.game));
  return used ? (
    <Suspense fallback={null}>
      <PlayChoicePopup />
    </Suspense>
  ) : null;
}
