import type { MerchantConfig } from '../schemas';

/**
 * Where the config decides a game category's place (for "why is this here?", issue 16): the last
 * enabled vendor rule that moves vendors to it, else its entry in the base order. Undefined for
 * categories the config does not place (favourites, recent).
 */
export function categoryConfigPath(
  config: Pick<MerchantConfig, 'games'>,
  category: string,
): string | undefined {
  const rules = config.games.vendorRules;
  for (let i = rules.length - 1; i >= 0; i--)
    if (rules[i]!.enabled && rules[i]!.to === category) return `/games/vendorRules/${i}`;
  const at = (config.games.categoryOrder as readonly string[]).indexOf(category);
  return at >= 0 ? `/games/categoryOrder/${at}` : undefined;
}
