import {
  REGISTER_FIELDS,
  type CHANGE_AREAS,
  type ConfigChange,
  type MenuItem,
  type MerchantConfig,
  type VendorRule,
} from '../schemas';
import { orderCategories, type VendorInfo } from './vendor-grouping';
import { sameJson } from './same-json';
import { diffSequences } from './sequence-diff';

/**
 * "What changes for players" between two validated configs: a list of changes, each a locale key
 * (console.changes.*) with its values, grouped by area. Computed on the validated configs (defaults
 * filled in), so an explicit default and an absent member compare equal.
 */
export type ChangeArea = (typeof CHANGE_AREAS)[number];
export type { ConfigChange };

const change = (
  area: ChangeArea,
  key: string,
  params: Record<string, string | number> = {},
): ConfigChange => ({ area, key: `console.changes.${key}`, params });
/** Key order does not matter (documents round-trip through jsonb, which reorders keys). */
const same = sameJson;

/** Longest common subsequence of two key lists: the items that did not move. */
const stableKeys = (before: readonly string[], after: readonly string[]): Set<string> =>
  new Set(
    diffSequences(before, after)
      .filter((op) => op.kind === 'same')
      .map((op) => op.item),
  );

/** Added, removed and moved entries of an ordered list of keys ("X now after Y", or first). */
export function orderChanges(
  before: readonly string[],
  after: readonly string[],
): { added: string[]; removed: string[]; moved: { key: string; after?: string }[] } {
  const added = after.filter((k) => !before.includes(k));
  const removed = before.filter((k) => !after.includes(k));
  const common = (list: readonly string[], other: readonly string[]) => list.filter((k) => other.includes(k));
  const b = common(before, after);
  const a = common(after, before);
  const keep = stableKeys(b, a);
  const moved = a
    .filter((k) => !keep.has(k))
    .map((key) => {
      const i = a.indexOf(key);
      return i === 0 ? { key } : { key, after: a[i - 1]! };
    });
  return { added, removed, moved };
}

function registerChanges(before: MerchantConfig, after: MerchantConfig): ConfigChange[] {
  const out: ConfigChange[] = [];
  for (const field of REGISTER_FIELDS) {
    const b = before.register.fields[field];
    const a = after.register.fields[field];
    if (!b.enabled && a.enabled)
      out.push(change('register', a.required ? 'fieldAddedRequired' : 'fieldAddedOptional', { field }));
    else if (b.enabled && !a.enabled) out.push(change('register', 'fieldRemoved', { field }));
    if (!(b.enabled && a.enabled)) continue;
    if (b.required !== a.required)
      out.push(change('register', a.required ? 'fieldNowRequired' : 'fieldNowOptional', { field }));
    if (b.minLength !== a.minLength || b.maxLength !== a.maxLength)
      out.push(change('register', 'fieldBounds', { field, min: a.minLength, max: a.maxLength }));
    if ((b.regExp ?? '') !== (a.regExp ?? '')) out.push(change('register', 'fieldPattern', { field }));
  }
  return out;
}

const MENU_LISTS = ['sideMenu', 'quickEntries', 'shortcuts', 'footer', 'floatingService'] as const;

function menuChanges(before: MerchantConfig, after: MerchantConfig): ConfigChange[] {
  const out: ConfigChange[] = [];
  for (const list of MENU_LISTS) {
    const b: readonly MenuItem[] = before.menus[list];
    const a: readonly MenuItem[] = after.menus[list];
    const { added, removed, moved } = orderChanges(
      b.map((i) => i.key),
      a.map((i) => i.key),
    );
    for (const item of added) out.push(change('menus', 'menuAdded', { list, item }));
    for (const item of removed) out.push(change('menus', 'menuRemoved', { list, item }));
    for (const m of moved)
      out.push(
        m.after
          ? change('menus', 'menuMoved', { list, item: m.key, after: m.after })
          : change('menus', 'menuMovedFirst', { list, item: m.key }),
      );
    for (const item of a) {
      const old = b.find((x) => x.key === item.key);
      if (!old) continue;
      if (old.enabled !== item.enabled)
        out.push(change('menus', item.enabled ? 'menuShown' : 'menuHidden', { list, item: item.key }));
      else if (!same({ ...old, enabled: true }, { ...item, enabled: true }))
        out.push(change('menus', 'menuEdited', { list, item: item.key }));
    }
  }
  return out;
}

/**
 * A representative vendor list for both configs: one vendor per category of either base order, the
 * vendors each rule names (in the rule's source), and one vendor per classify rule. The same list
 * for both sides, so only the rules and orders decide the difference.
 */
function representativeVendors(configs: readonly MerchantConfig[]): VendorInfo[] {
  const vendors: VendorInfo[] = [];
  const add = (vassalage: string, gameType: string, classifies?: string[]) => {
    if (!vendors.some((v) => v.vassalage === vassalage && v.gameType === gameType))
      vendors.push({ vassalage, displayName: vassalage, gameType, gameCount: 1, classifies });
  };
  for (const c of configs) for (const cat of c.games.categoryOrder) add(`__${cat}`, cat);
  const rules: VendorRule[] = configs.flatMap((c) => c.games.vendorRules);
  for (const r of rules) {
    const source = r.from ?? configs[0]!.games.categoryOrder[0] ?? 'RNG';
    for (const v of r.vendors) add(v, source);
    if (r.classify) add(`__${r.classify}`, source, [r.classify]);
  }
  return vendors;
}

function categoryChanges(before: MerchantConfig, after: MerchantConfig): ConfigChange[] {
  if (same(before.games, after.games)) return [];
  const vendors = representativeVendors([before, after]);
  const names = (c: MerchantConfig) => orderCategories(c, vendors).map((g) => g.category);
  const { added, removed, moved } = orderChanges(names(before), names(after));
  const out = [
    ...added.map((category) => change('games', 'categoryAdded', { category })),
    ...removed.map((category) => change('games', 'categoryRemoved', { category })),
    ...moved.map((m) =>
      m.after
        ? change('games', 'categoryMoved', { category: m.key, after: m.after })
        : change('games', 'categoryMovedFirst', { category: m.key }),
    ),
  ];
  out.push(...vendorMoves(before, after, vendors));
  return out.length ? out : [change('games', 'vendorRulesChanged')];
}

/**
 * Which vendors change category ("JILI moves to Fishing", issue 35): a rule that moves vendors
 * without changing the category order still changes what players see, and an operator checks it by
 * the vendors named. Vendors going the same way share one line.
 */
function vendorMoves(before: MerchantConfig, after: MerchantConfig, vendors: VendorInfo[]): ConfigChange[] {
  const where = (c: MerchantConfig) => {
    const out = new Map<string, Set<string>>();
    for (const g of orderCategories(c, vendors))
      for (const v of g.vendors)
        if (!v.vassalage.startsWith('__')) {
          if (!out.has(v.vassalage)) out.set(v.vassalage, new Set());
          out.get(v.vassalage)!.add(g.category);
        }
    return out;
  };
  const b = where(before);
  const a = where(after);
  const lines = new Map<string, { kind: string; category: string; vendors: string[] }>();
  const add = (kind: string, category: string, vendor: string) => {
    const k = `${kind}:${category}`;
    if (!lines.has(k)) lines.set(k, { kind, category, vendors: [] });
    lines.get(k)!.vendors.push(vendor);
  };
  for (const vendor of new Set([...b.keys(), ...a.keys()])) {
    const was = b.get(vendor) ?? new Set<string>();
    const is = a.get(vendor) ?? new Set<string>();
    const gained = [...is].filter((c) => !was.has(c));
    const lost = [...was].filter((c) => !is.has(c));
    for (const c of gained) add(lost.length ? 'vendorMoved' : 'vendorCopied', c, vendor);
    if (!gained.length) for (const c of lost) add('vendorLeft', c, vendor);
  }
  return [...lines.values()].map((l) =>
    change('games', l.kind, { vendor: l.vendors.join(', '), category: l.category }),
  );
}

function flatNumbers(obj: object, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(obj)) {
    if (v && typeof v === 'object' && !Array.isArray(v))
      for (const [kk, vv] of flatNumbers(v as object, `${prefix}${k}.`)) out.set(kk, vv);
    else out.set(`${prefix}${k}`, v);
  }
  return out;
}

function simpleChanges(before: MerchantConfig, after: MerchantConfig): ConfigChange[] {
  const out: ConfigChange[] = [];
  if (before.name !== after.name)
    out.push(change('identity', 'nameChanged', { from: before.name, to: after.name }));
  for (const host of after.hosts.filter((h) => !before.hosts.includes(h)))
    out.push(change('identity', 'hostAdded', { host }));
  for (const host of before.hosts.filter((h) => !after.hosts.includes(h)))
    out.push(change('identity', 'hostRemoved', { host }));
  for (const [flag, value] of Object.entries(after.flags)) {
    if (before.flags[flag as keyof MerchantConfig['flags']] !== value)
      out.push(change('flags', value ? 'flagOn' : 'flagOff', { flag }));
  }
  for (const [template, value] of Object.entries(after.templates)) {
    const old = before.templates[template as keyof MerchantConfig['templates']];
    if (old !== value) out.push(change('templates', 'templateChanged', { template, from: old, to: value }));
  }
  for (const language of after.languages.filter((l) => !before.languages.includes(l)))
    out.push(change('languages', 'languageAdded', { language }));
  for (const language of before.languages.filter((l) => !after.languages.includes(l)))
    out.push(change('languages', 'languageRemoved', { language }));
  if (before.defaultLanguage !== after.defaultLanguage)
    out.push(
      change('languages', 'defaultLanguage', { from: before.defaultLanguage, to: after.defaultLanguage }),
    );
  for (const [colour, value] of Object.entries(after.theme.colors)) {
    const old = before.theme.colors[colour as keyof MerchantConfig['theme']['colors']];
    if (old !== value) out.push(change('theme', 'colourChanged', { colour, from: old, to: value }));
  }
  if (before.theme.logo !== after.theme.logo) out.push(change('theme', 'logoChanged'));
  const bl = flatNumbers(before.limits);
  for (const [limit, value] of flatNumbers(after.limits)) {
    if (bl.get(limit) !== value)
      out.push(
        change('limits', 'limitChanged', { limit, from: String(bl.get(limit) ?? ''), to: String(value) }),
      );
  }
  return out;
}

/** Sections without a dedicated summary: one line each when anything in them changed. */
const OTHER_SECTIONS = [
  'dialingCodes',
  'ageLimit',
  'currency',
  'modules',
  'login',
  'content',
  'payments',
  // Social sign-in registrations: the line says the section changed, never a value (secrets).
  'socialLogin',
] as const;

/** Maintenance and region blocks take players off the site: each change is its own line, first. */
function dangerChanges(before: MerchantConfig, after: MerchantConfig): ConfigChange[] {
  const out: ConfigChange[] = [];
  if (before.status.maintenance !== after.status.maintenance)
    out.push(change('danger', after.status.maintenance ? 'maintenanceOn' : 'maintenanceOff'));
  for (const country of after.status.blockedCountries.filter(
    (c) => !before.status.blockedCountries.includes(c),
  ))
    out.push(change('danger', 'countryBlocked', { country }));
  for (const country of before.status.blockedCountries.filter(
    (c) => !after.status.blockedCountries.includes(c),
  ))
    out.push(change('danger', 'countryUnblocked', { country }));
  for (const ip of after.status.blockedIps.filter((c) => !before.status.blockedIps.includes(c)))
    out.push(change('danger', 'ipBlocked', { ip }));
  for (const ip of before.status.blockedIps.filter((c) => !after.status.blockedIps.includes(c)))
    out.push(change('danger', 'ipUnblocked', { ip }));
  return out;
}

/** Rollouts (issue 16): which start, end, pause, resume or change, with who gets what. */
function rolloutChanges(before: MerchantConfig, after: MerchantConfig): ConfigChange[] {
  const out: ConfigChange[] = [];
  const b = new Map((before.rollouts ?? []).map((r) => [r.id, r]));
  const a = new Map((after.rollouts ?? []).map((r) => [r.id, r]));
  const what = (r: NonNullable<MerchantConfig['rollouts']>[number]) => ({
    id: r.id,
    percentage: r.audience?.percentage ?? 100,
    fields: Object.keys(r.changes).join(', '),
  });
  for (const [id, r] of a) {
    const old = b.get(id);
    if (!old)
      out.push(change('targeting', r.enabled === false ? 'rolloutAddedPaused' : 'rolloutAdded', what(r)));
    else if (!same(old, r)) {
      const { enabled: wasOn = true, ...oldRest } = old;
      const { enabled: isOn = true, ...rest } = r;
      if (wasOn !== isOn) out.push(change('targeting', isOn ? 'rolloutResumed' : 'rolloutPaused', what(r)));
      if (!same(oldRest, rest)) out.push(change('targeting', 'rolloutChanged', what(r)));
    }
  }
  for (const id of b.keys()) if (!a.has(id)) out.push(change('targeting', 'rolloutRemoved', { id }));
  return out;
}

/** Segments (issue 35): which are added, changed or deleted, by the name operators gave them. */
function segmentChanges(before: MerchantConfig, after: MerchantConfig): ConfigChange[] {
  const b = new Map((before.segments ?? []).map((x) => [x.id, x]));
  const a = new Map((after.segments ?? []).map((x) => [x.id, x]));
  return [
    ...[...a.values()]
      .filter((x) => !same(b.get(x.id), x))
      .map((x) => change('targeting', b.has(x.id) ? 'segmentChanged' : 'segmentAdded', { name: x.name })),
    ...[...b.values()]
      .filter((x) => !a.has(x.id))
      .map((x) => change('targeting', 'segmentRemoved', { name: x.name })),
  ];
}

export function summariseChanges(before: MerchantConfig, after: MerchantConfig): ConfigChange[] {
  const themeRest = (c: MerchantConfig) => ({ ...c.theme, colors: undefined, logo: undefined });
  return [
    ...dangerChanges(before, after),
    ...simpleChanges(before, after),
    ...registerChanges(before, after),
    ...menuChanges(before, after),
    ...categoryChanges(before, after),
    ...rolloutChanges(before, after),
    ...segmentChanges(before, after),
    ...(same(themeRest(before), themeRest(after)) ? [] : [change('theme', 'themeAssetsChanged')]),
    ...OTHER_SECTIONS.filter((s) => !same(before[s], after[s])).map((section) =>
      change('other', 'sectionChanged', { section }),
    ),
  ];
}
