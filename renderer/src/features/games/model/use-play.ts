import { useNavigate } from 'react-router';
import { create } from 'zustand';
import { useSession } from '../../../shared/session';
import { useToast } from '../../../shared/ui';
import { useTranslation } from 'react-i18next';
import { useLaunchGame } from '../api/launch';
import type { GameItem } from '../api/types';

export const LOGIN_PATH = '/m/login';

/** UI state: the game waiting for the real/free-play choice (server data stays in react-query). */
interface ChoiceState { game: GameItem | null; open: (g: GameItem) => void; close: () => void }
export const usePlayChoice = create<ChoiceState>((set) => ({
  game: null,
  open: (game) => set({ game }),
  close: () => set({ game: null }),
}));

/**
 * Starting a game: guests go to /m/login; games that support free play ask first; then the launch
 * call, and the game opens (the demo game page on this platform) in the same tab.
 */
export function usePlay() {
  const session = useSession();
  const navigate = useNavigate();
  const openChoice = usePlayChoice((s) => s.open);
  const launch = useLaunchGame();
  const toast = useToast();
  const { t } = useTranslation();

  const start = (game: GameItem, free: boolean) =>
    launch.mutate({ game, free }, {
      onSuccess: (r) => window.location.assign(r.url),
      onError: () => toast.error(t('games.launchFailed')),
    });

  return {
    pending: launch.isPending ? launch.variables?.game.nodeId : undefined,
    play: (game: GameItem) => {
      if (!session) return navigate(LOGIN_PATH);
      if (game.maintenance) return;
      if (game.supportPlay === 1) return openChoice(game);
      start(game, false);
    },
    start,
  };
}
