import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AGENT_JOIN_FIELDS,
  ERROR_CODE_LIST,
  GAME_CATEGORIES,
  merchantConfigSchema,
  paymentsSchema,
} from '../../schemas';
import { ROUTES } from '../../core/routes';
import { validateMerchantConfig } from '../../core/config/validate';
import { CONSOLE_ERRORS, loadResources } from '../../locales/node';
import { TRANSLATED_LANGUAGES } from '../../locales/languages';
import type { Messages } from '../../locales/translate';
import { WEBHOOK_EVENTS } from '../../config-server/admin/publishing/webhooks';
import { PRESETS } from '../../console/src/features/preview/overrides';
import { expand, scanKeys } from '../support/locale-keys';

const flatten = (m: Messages, prefix = ''): string[] =>
  Object.entries(m).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : flatten(v, `${prefix}${k}.`),
  );

const resources = loadResources();

/** The text of every .ts and .tsx file under a folder of the project. */
const scanSources = (dir: string): string[] =>
  readdirSync(new URL(`../../${dir}`, import.meta.url).pathname, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && /\.tsx?$/.test(d.name))
    .map((d) => readFileSync(join(d.parentPath, d.name), 'utf8'));

describe('locales', () => {
  it('vi and en have the same namespaces and the same keys', () => {
    const vi = flatten(resources.vi!).sort();
    const en = flatten(resources.en!).sort();
    expect(vi.filter((k) => !en.includes(k))).toEqual([]);
    expect(en.filter((k) => !vi.includes(k))).toEqual([]);
  });
  it('no message is empty', () => {
    for (const lang of ['vi', 'en']) {
      const valueOf = (k: string) =>
        k.split('.').reduce<unknown>((n, p) => (n as Messages)[p], resources[lang]);
      const empty = flatten(resources[lang]!).filter((k) => !String(valueOf(k)).trim());
      expect(empty, lang).toEqual([]);
    }
  });
  it('each namespace file is an object of messages (nested objects, every leaf a string), the same files in vi and en', () => {
    const files = (lang: string) =>
      readdirSync(new URL(`../../locales/${lang}/`, import.meta.url).pathname)
        .filter((x) => x.endsWith('.json'))
        .sort();
    expect(files('en')).toEqual(files('vi'));
    /** JSON pointers of everything in a namespace that is not a message or a group of messages. */
    const notMessages = (v: unknown, at: string): string[] => {
      if (typeof v === 'string') return [];
      if (!v || typeof v !== 'object' || Array.isArray(v) || Object.keys(v).length === 0) return [at || '/'];
      return Object.entries(v).flatMap(([k, x]) => notMessages(x, `${at}/${k}`));
    };
    for (const lang of ['vi', 'en']) {
      for (const f of files(lang)) {
        const json: unknown = JSON.parse(
          readFileSync(new URL(`../../locales/${lang}/${f}`, import.meta.url).pathname, 'utf8'),
        );
        expect(notMessages(json, ''), `${lang}/${f}`).toEqual([]);
      }
    }
  });
  it('every error code of the catalogue has a message in both languages', () => {
    for (const code of ERROR_CODE_LIST) {
      expect((resources.vi!.errors as Messages)[code], `vi ${code}`).toBeTruthy();
      expect((resources.en!.errors as Messages)[code], `en ${code}`).toBeTruthy();
    }
  });
  it("every error code is in exactly one file: errors.json (the player app's) or console-errors.json (codes only console routes answer)", () => {
    for (const lang of ['vi', 'en']) {
      const file = (name: string) =>
        JSON.parse(
          readFileSync(new URL(`../../locales/${lang}/${name}.json`, import.meta.url).pathname, 'utf8'),
        ) as Messages;
      const player = Object.keys(file('errors'));
      const consoleOnly = Object.keys(file(CONSOLE_ERRORS));
      expect([...player, ...consoleOnly].sort(), lang).toEqual([...ERROR_CODE_LIST].sort());
      // A console-only code is never one the player app's code names.
      const rendererCode = scanSources('renderer/src').join('\n');
      expect(
        consoleOnly.filter((c) => rendererCode.includes(c)),
        lang,
      ).toEqual([]);
    }
  });
  it('every config problem key that core can emit has a message', () => {
    const sources = [
      'core/config/semantic.ts',
      'core/config/problems.ts',
      'core/config/validate.ts',
      'config-server/store/merchant-store.ts',
      'core/config/segment-checks.ts',
      'config-server/admin/publishing/publisher.ts',
      'core/config/environments.ts',
    ]
      .map((f) => readFileSync(new URL(`../../${f}`, import.meta.url), 'utf8'))
      .join('\n');
    const keys = new Set(
      [...sources.matchAll(/problem\((?:[^(),]|\([^()]*\))*,\s*'(\w+)'/g)].map((m) => m[1]!),
    );
    expect(keys.size).toBeGreaterThan(15);
    for (const key of keys) {
      expect(((resources.en!.config as Messages).errors as Messages)[key], key).toBeTruthy();
      expect(((resources.vi!.config as Messages).errors as Messages)[key], key).toBeTruthy();
    }
  });
});

// ---- Issue 33 item 7: every key the code asks for exists, in vi and en, in the texts its app loads.
/** An app's namespaces: the locale files its code imports (the console merges console.json's one key). */
const namespacesOf = (dir: string): string[] => {
  const found = new Set<string>();
  for (const d of readdirSync(new URL(`../../${dir}`, import.meta.url).pathname, {
    withFileTypes: true,
    recursive: true,
  }))
    if (d.isFile() && /\.tsx?$/.test(d.name))
      for (const m of readFileSync(join(d.parentPath, d.name), 'utf8').matchAll(
        /locales\/en\/([\w-]+)\.json/g,
      ))
        found.add(m[1]!);
  return [...found].sort();
};
const APPS = { 'renderer/src': namespacesOf('renderer/src'), 'console/src': namespacesOf('console/src') };
/** A key is there as a message, a group read with returnObjects, or plural forms (`_one`, `_other`). */
const hasKey = (lang: string, namespaces: readonly string[], key: string): boolean => {
  const [ns, ...rest] = key.split('.');
  if (!namespaces.includes(ns!)) return false;
  // console.json holds one key, `console`, which the console spreads into its tree (console/src/shared/i18n.ts).
  let node: unknown =
    ns === 'console' ? (resources[lang]!.console as Messages).console : resources[lang]![ns!];
  for (const [i, p] of rest.entries()) {
    const here = node as Messages;
    if (i === rest.length - 1 && typeof here?.[p] !== 'object' && here?.[p] === undefined)
      return [`${p}_one`, `${p}_other`].some((q) => typeof here?.[q] === 'string');
    node = here?.[p];
  }
  return node !== undefined;
};
const appOf = (at: string) =>
  (at.startsWith('renderer/')
    ? ['renderer/src']
    : at.startsWith('console/')
      ? ['console/src']
      : ['renderer/src', 'console/src']) as (keyof typeof APPS)[];
const missingIn = (at: string, keys: readonly string[]): string[] =>
  keys.flatMap((key) =>
    appOf(at).flatMap((app) =>
      ['vi', 'en'].filter((lang) => !hasKey(lang, APPS[app], key)).map((lang) => `${at} ${lang} ${key}`),
    ),
  );

/** Merchant configs as served (defaults filled in): the menus whose entries name their labels. */
const merchantConfigs = readdirSync(new URL('../../merchants/', import.meta.url).pathname)
  .filter((f) => f.endsWith('.json'))
  .map((f) => {
    const r = validateMerchantConfig(
      JSON.parse(readFileSync(new URL(`../../merchants/${f}`, import.meta.url), 'utf8')),
    );
    if (!r.ok) throw new Error(`merchants/${f} invalid`);
    return r.config;
  });
const menuEntries = merchantConfigs.flatMap((c) =>
  Object.entries(c.menus).flatMap(([list, items]) => items.map((item) => ({ list, ...item }))),
);
const routeKeys = ROUTES.map((r) => r.key);
const depositKinds = paymentsSchema.properties.depositChannels.items.properties.kind.enum;

/**
 * Keys built from a placeholder whose type is `string`: the values, from where they are defined.
 * A new built key whose type says nothing fails the test until it gets a line here (or a union type,
 * or an explicit map to literal keys).
 */
const SOURCES: Record<string, readonly string[]> = {
  'titles.${routeKey}': routeKeys,
  "titles.${route?.key ?? 'home'}": routeKeys,
  "titles.${route?.key ?? 'slot-games'}": routeKeys,
  "titles.${route?.key ?? 'gameCenter'}": routeKeys,
  "errors.${isApiError(err) ? err.code : 'UNKNOWN'}": [...ERROR_CODE_LIST, 'UNKNOWN'],
  'games.category.${c}': GAME_CATEGORIES,
  'games.category.${category}': GAME_CATEGORIES,
  'games.category.${g.category}': GAME_CATEGORIES,
  'member.rebates.category.${c}': [
    ...new Set(merchantConfigs.flatMap((c) => Object.keys(c.payments.rebates.rates))),
  ],
  'money.deposit.channelKind.${c.kind}': depositKinds,
  'cms.languages.${l}': TRANSLATED_LANGUAGES,
  'console.menuLists.${String(c.params.list)}': Object.keys(merchantConfigSchema.properties.menus.properties),
  'console.preview.preset.${p.id}': PRESETS.map((p) => p.id),
  'publishing.webhooks.event.${d.event}': WEBHOOK_EVENTS,
  'agent.join.fields.${k}': AGENT_JOIN_FIELDS,
};

describe('every i18n key the apps ask for exists in vi and en (issue 33)', () => {
  const scan = scanKeys(['renderer/src', 'console/src', 'web-ui']);

  it('the apps load their namespaces', () => {
    expect(APPS['renderer/src']).toEqual(
      expect.arrayContaining(['common', 'games', 'member', 'money', 'titles']),
    );
    expect(APPS['console/src']).toEqual(
      expect.arrayContaining(['console', 'cms', 'publishing', 'targeting']),
    );
  });

  it('literal keys: t(…), i18n.t(…), i18nKey=…', () => {
    expect(scan.literal.length).toBeGreaterThan(1000);
    expect(scan.literal.flatMap((u) => missingIn(u.at, [u.key]))).toEqual([]);
  });

  it('built keys: every value of every placeholder, from its type or from where the values are defined', () => {
    expect(scan.built.length).toBeGreaterThan(100);
    const unknown: string[] = [];
    const missing: string[] = [];
    for (const b of scan.built) {
      const open = b.parts.filter((p) => typeof p !== 'string' && p.values === null).length;
      // A call with a defaultValue shows that text when the key is missing (a vendor's classify
      // code, a four-eyes area, an audit action of a newer server; menus: checked below).
      if (b.fallback) continue;
      if (open === 0) missing.push(...missingIn(b.at, expand(b)));
      else if (SOURCES[b.template] && open === 1)
        missing.push(...missingIn(b.at, expand(b, [SOURCES[b.template]!])));
      else unknown.push(`${b.at} \`${b.template}\``);
    }
    expect(unknown, 'built keys whose values nothing gives (add them to SOURCES)').toEqual([]);
    expect(missing).toEqual([]);
  });

  it('menu entries: every label a merchant’s menus name (menu.<key> unless labelKey; the floating service’s menu.service.<key>, else the label)', () => {
    expect(menuEntries.length).toBeGreaterThan(20);
    const missing = menuEntries.flatMap((i) => {
      const label = i.labelKey ?? `menu.${i.key}`;
      const service = `menu.service.${i.key}`;
      return ['vi', 'en']
        .filter((lang) => {
          const has = (key: string) => hasKey(lang, APPS['renderer/src'], key);
          return i.list === 'floatingService' ? !has(service) && !has(label) : !has(label);
        })
        .map((lang) => `${i.list} ${i.key} ${lang} ${label}`);
    });
    expect([...new Set(missing)]).toEqual([]);
  });
});
