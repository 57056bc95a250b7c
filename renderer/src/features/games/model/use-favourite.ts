import { useNavigate } from 'react-router';
import { useSession } from '../../../shared/session';
import { useToggleFavourite } from '../api/favourites';
import type { GameItem } from '../api/types';
import { LOGIN_PATH } from './use-play';

/** The star: guests go to /m/login; members add (skipped if already there) or remove at once. */
export function useFavouriteToggle(ids: ReadonlySet<string>) {
  const session = useSession();
  const navigate = useNavigate();
  const toggle = useToggleFavourite();
  return {
    isFavourite: (g: GameItem) => ids.has(String(g.nodeId)),
    toggle: (g: GameItem) => {
      if (!session) return navigate(LOGIN_PATH);
      toggle.mutate({ game: g, add: !ids.has(String(g.nodeId)) });
    },
  };
}
