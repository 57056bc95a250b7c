/* The winners board (spec §4): who won, masked, largest win first. */

/**
 * An account name as the board shows it: the first two and last two characters around three
 * stars (one and none for short names), so the length of the name is not told either.
 */
export function maskAccount(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 5) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

/** Spec §4: the winner list is sorted by winAmount, largest first (stable for equal amounts). */
export const byWinAmount = <T extends { vo: { winAmount: number } }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => b.vo.winAmount - a.vo.winAmount);

/** How many winners a category screen's board shows. */
export const WINNERS_BOARD_SIZE = 5;

/**
 * The category screens with a winners board (lottery, e-lottery and jackpot players see recent big
 * wins) and the filter of their board; undefined for the other categories.
 */
export function winnersFilter(category: string): { gameType: string; gameClassify?: string } | undefined {
  if (category === 'LOTT' || category === 'ELOTT') return { gameType: category };
  if (category === 'JACKPOT') return { gameType: 'RNG', gameClassify: 'JP' };
  return undefined;
}
