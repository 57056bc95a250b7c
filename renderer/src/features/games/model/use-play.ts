import { useNavigate } from 'react-router';
import { create } from 'zustand';
import { playAction } from '@core/game-browser';
import { isApiError } from '../../../shared/api';
import { useMerchantConfig } from '../../../shared/config';
import { useSession } from '../../../shared/session';
import { useToast } from '../../../shared/ui';
import { useTranslation } from 'react-i18next';
import { useLaunchGame } from '../api/launch';
import type { GameItem } from '../api/types';

export const LOGIN_PATH = '/m/login';

/**
 * Why a launch failed, in the player's words: a time-out or self-exclusion says so and until when
 * (not "try again"); an empty address says that; anything else is the generic failure. The date
 * formatter loads with such an answer, not with the lobby.
 */
export async function launchError(
  e: unknown,
  t: (key: string, params?: Record<string, unknown>) => string,
): Promise<string> {
  if (!isApiError(e)) return t('games.launchFailed');
  const until = (e.details as { until?: unknown } | undefined)?.until;
  if ((e.code === 'SELF_EXCLUDED' || e.code === 'TIMED_OUT') && typeof until === 'string') {
    const { formatDate } = await import('@core/dates');
    return t(`games.launchLocked.${e.code === 'SELF_EXCLUDED' ? 'selfExclusion' : 'timeOut'}`, {
      date: formatDate(until, 'dayTime'),
    });
  }
  if (e.code === 'SELF_EXCLUDED' || e.code === 'TIMED_OUT' || e.code === 'URL_EMPTY') return t(e.messageKey);
  return t('games.launchFailed');
}

/** UI state: the game waiting for the real/free-play choice (server data stays in react-query). */
interface ChoiceState {
  game: GameItem | null;
  open: (g: GameItem) => void;
  close: () => void;
}
export const usePlayChoice = create<ChoiceState>((set) => ({
  game: null,
  open: (game) => set({ game }),
  close: () => set({ game: null }),
}));

/**
 * Starting a game (core `playAction`): guests go to /m/login (or try it free when the merchant
 * allows); games that support free play ask first; then the launch call, and the game opens (the
 * demo game page on this platform) in the same tab, or in the site's frame for `games.frameVendors`.
 */
export function usePlay() {
  const session = useSession();
  const config = useMerchantConfig();
  const guestFreePlay = config.flags.guestFreePlay;
  const navigate = useNavigate();
  const openChoice = usePlayChoice((s) => s.open);
  const launch = useLaunchGame();
  const toast = useToast();
  const { t } = useTranslation();

  const start = (game: GameItem, free: boolean) =>
    launch.mutate(
      { game, free },
      {
        // Vendors the merchant lists open inside the site (OutterApp frame, spec §2); others replace
        // it. The rule loads with the first launch, not with the lobby.
        onSuccess: async (r) => {
          const { isFrameUrl, opensInFrame, outterAppHref } = await import('@core/outter-app');
          if (opensInFrame(game.vassalage, config.games.frameVendors) && isFrameUrl(r.url))
            await navigate(outterAppHref(r.url, game.gameName));
          else window.location.assign(r.url);
        },
        onError: async (e) => toast.error(await launchError(e, t)),
      },
    );

  return {
    pending: launch.isPending ? launch.variables?.game.nodeId : undefined,
    play: (game: GameItem) => {
      const action = playAction(game, !!session, guestFreePlay);
      if (action === 'login') return navigate(LOGIN_PATH);
      if (action === 'choose') return openChoice(game);
      if (action !== 'none') start(game, action === 'free');
    },
    start,
  };
}
