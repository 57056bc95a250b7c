import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  clearFilters,
  pickVendor,
  removeChip,
  search,
  setClassify,
  setFilters,
  setTab,
  TYPE_CLASSIFIES,
  type BrowserState,
  type Chip,
  type DataType,
} from '@core/game-browser';
import { useSession } from '../../../shared/session';
import { LOGIN_PATH } from './use-play';

const needsLogin = (k: string) => k === 'FAV' || k === 'RECENT';

/**
 * The browser's state driven by the pure rules of core/game-browser; favourites and recent need a
 * session, so a guest picking them goes to /m/login instead.
 */
export function useBrowserState(initial: BrowserState) {
  const [state, setState] = useState(initial);
  const session = useSession();
  const navigate = useNavigate();
  const guard = (k: string, next: () => void) => (!session && needsLogin(k) ? navigate(LOGIN_PATH) : next());
  return {
    state,
    pickVendor: (v: string) => setState((s) => pickVendor(s, v)),
    search: (text: string) => setState((s) => search(s, text)),
    setClassify: (c: string) => guard(c, () => setState((s) => setClassify(s, c))),
    setTab: (d: DataType) => guard(d, () => setState((s) => setTab(s, d))),
    setFilters: (bet: number | null, line: number | null) => setState((s) => setFilters(s, bet, line)),
    clearFilters: () => setState(clearFilters),
    removeChip: (k: Chip['kind']) => setState((s) => removeChip(s, k)),
  };
}

/** The classify strip's selected key: the data-type classify when one is active. */
export const activeClassify = (s: BrowserState): string =>
  (TYPE_CLASSIFIES as readonly string[]).includes(s.dataType)
    ? s.dataType
    : s.dataType === 'NEW' && !s.classify
      ? 'NEW'
      : s.classify;
