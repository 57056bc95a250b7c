import { useEffect, useState } from 'react';
import { loadMoreTexts, moreTextsReady } from './i18n';

/**
 * Loads the second chunk of texts (account, agent, member, safety, social) when `wanted`, and says
 * when it is in: a popup of the first screens that shows those texts opens only then, never with
 * empty words.
 */
export function useMoreTexts(wanted = true): boolean {
  const [ready, setReady] = useState(moreTextsReady);
  useEffect(() => {
    if (ready || !wanted) return;
    let live = true;
    loadMoreTexts().then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready, wanted]);
  return ready;
}
