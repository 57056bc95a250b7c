import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isLotteryGame, prizeMode } from '@core/game-browser';
import { isBackPath } from '@core/routes';
import { apiFetch, queryKeys, requireUrl } from '../../../shared/api';
import { getLanguage } from '../../../shared/i18n';
import { getToken } from '../../../shared/session';
import { GAME_PATHS, LOTTERY_MENU_STALE_MS } from './paths';
import type { GameItem, LaunchResponse, LotteryMenuResponse } from './types';

/** Lottery menu: vendor → lottery categories it serves (spec §4 prize mode). */
export const lotteryMenuQuery = () =>
  queryOptions({
    queryKey: queryKeys.games.detail('lottery-menu'),
    queryFn: ({ signal }) => apiFetch<LotteryMenuResponse>(GAME_PATHS.lotteryMenu, { signal }),
    staleTime: LOTTERY_MENU_STALE_MS,
  });

/** The API's spelling of the prize modes (spec §3: Lott, ZY, Elott). */
const PRIZE_MODE_PARAM = { LOTT: 'Lott', ELOTT: 'Elott' } as const;

export interface LaunchArgs {
  game: GameItem;
  free: boolean;
}

/**
 * Lottery games launch with a prize mode and play type; others with the generic launch, where
 * free play sets free (and the server turns the choice off).
 */
/** A launch answer without an address is URL_EMPTY (spec §8), not a game. */
const launched = async (r: Promise<LaunchResponse>): Promise<LaunchResponse> => {
  const answer = await r;
  requireUrl(answer.url);
  return answer;
};

export function useLaunchGame() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ game, free }: LaunchArgs) => {
      // The game page opens in the player's language, and its back link returns to this screen (issue 17).
      const here = `${window.location.pathname}${window.location.search}`;
      const common = { language: getLanguage(), ...(isBackPath(here) ? { backUrl: here } : {}) };
      if (isLotteryGame(game)) {
        // Without the menu the default prize mode (LOTT) applies, as with an empty mapping.
        const menu = await qc.fetchQuery(lotteryMenuQuery()).catch(() => ({ mapping: {} }));
        return launched(
          apiFetch<LaunchResponse>(GAME_PATHS.launch, {
            method: 'POST',
            body: {
              ...common,
              nodeId: game.nodeId,
              prizeMode: PRIZE_MODE_PARAM[prizeMode(menu.mapping)],
              playType: game.playType ?? 'Tradition',
            },
          }),
        );
      }
      return launched(
        apiFetch<LaunchResponse>(GAME_PATHS.launch, {
          method: 'POST',
          body: { ...common, nodeId: game.nodeId, free: free && game.supportPlay === 1 },
        }),
      );
    },
    // The launched game is now the player's most recent one (spec §7 "add recent").
    onSuccess: async (_r, { game }) => {
      // A guest's free try has no recent list to add to.
      if (!getToken()) return;
      await apiFetch(GAME_PATHS.recent, { method: 'POST', body: { nodeId: game.nodeId } }).catch(
        () => undefined,
      );
      await qc.invalidateQueries({ queryKey: queryKeys.recent.all });
    },
  });
}
