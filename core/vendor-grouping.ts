import type { GameCategory, MerchantConfig, VendorRule } from '../schemas';

/** A vendor as the platform reports it (spec §3 Vendor). */
export interface VendorInfo {
  vassalage: string;
  displayName: string;
  /** The platform category of the vendor's games; kept when a rule moves it, for game queries. */
  gameType: string;
  gameCount: number;
  /** Classify keys the vendor has games in (BG, JP, FeatureBuy…). */
  classifies?: readonly string[];
}

export interface CategoryGroup {
  category: string;
  vendors: VendorInfo[];
}

/** Categories that are lists of games rather than groups of vendors: kept even without vendors. */
export const PSEUDO_CATEGORIES: readonly string[] = ['HOT', 'NEW'];

function place(order: readonly string[], rule: VendorRule): string[] {
  const rest = order.filter((c) => c !== rule.to);
  if (rule.placement === 'first') return [rule.to, ...rest];
  if (rule.placement === 'after' && rule.after && rest.includes(rule.after)) {
    rest.splice(rest.indexOf(rule.after) + 1, 0, rule.to);
    return rest;
  }
  return [...rest, rule.to];
}

function selects(rule: VendorRule, v: VendorInfo): boolean {
  if (rule.vendors.length > 0) return rule.vendors.includes(v.vassalage);
  return rule.classify !== undefined && (v.classifies ?? []).includes(rule.classify);
}

/**
 * Groups the platform's vendors into the merchant's categories and orders them (spec §4 vendor
 * grouping): the base order is `games.categoryOrder` (unknown categories follow in platform order),
 * then each enabled rule moves or copies vendors and places the target; categories left without
 * vendors are dropped, except the game-list pseudo categories (HOT, NEW) the order names.
 */
export function orderCategories(
  config: Pick<MerchantConfig, 'games'>,
  vendors: readonly VendorInfo[],
): CategoryGroup[] {
  const { categoryOrder, vendorRules } = config.games;
  const byCat = new Map<string, VendorInfo[]>();
  for (const v of vendors) {
    const list = byCat.get(v.gameType) ?? [];
    if (!list.some((x) => x.vassalage === v.vassalage)) list.push(v);
    byCat.set(v.gameType, list);
  }
  let order: string[] = [...categoryOrder];
  for (const cat of byCat.keys()) if (!order.includes(cat)) order.push(cat);

  for (const rule of vendorRules) {
    if (!rule.enabled) continue;
    const sources = rule.from ? [rule.from] : order.filter((c) => c !== rule.to);
    const moved: VendorInfo[] = [];
    for (const src of sources) {
      const list = byCat.get(src) ?? [];
      const picked = list.filter((v) => selects(rule, v));
      moved.push(...picked);
      if (rule.removeFromSource)
        byCat.set(
          src,
          list.filter((v) => !picked.includes(v)),
        );
    }
    if (moved.length === 0 && !byCat.has(rule.to)) continue;
    const target = byCat.get(rule.to) ?? [];
    for (const v of moved) if (!target.some((x) => x.vassalage === v.vassalage)) target.push(v);
    byCat.set(rule.to, target);
    order = place(order, rule);
  }

  return order
    .map((category) => ({ category, vendors: byCat.get(category) ?? [] }))
    .filter((c) => c.vendors.length > 0 || PSEUDO_CATEGORIES.includes(c.category));
}

/** The category a vendor is shown under after grouping (for a vendor's card or deep link). */
export function categoryOfVendor(groups: readonly CategoryGroup[], vassalage: string): string | undefined {
  return groups.find((g) => g.vendors.some((v) => v.vassalage === vassalage))?.category;
}

export type { GameCategory };
