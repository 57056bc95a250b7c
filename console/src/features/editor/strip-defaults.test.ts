import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { merchantConfigSchema, menusSchema } from '@schemas';
import { sameJson } from '@core/same-json';
import { stripAddedDefaults } from './strip-defaults';
import { fillDefaults } from '../../shared/config/fill-defaults';
import { merge, pick, sectionSchema, type SectionId } from './sections';

const lotus = JSON.parse(readFileSync('merchants/lotus.json', 'utf8')) as Record<string, unknown>;

/** What the editor does on a form change: the section's form data (defaults filled, as rjsf shows it), edited, merged, stripped. */
function formEdit(
  doc: Record<string, unknown>,
  section: SectionId,
  change: (form: Record<string, unknown>) => void,
): Record<string, unknown> {
  const form = structuredClone(fillDefaults(sectionSchema(section) as never, pick(doc, section))) as Record<
    string,
    unknown
  >;
  change(form);
  return stripAddedDefaults(doc, merge(doc, section, form), merchantConfigSchema as never) as Record<
    string,
    unknown
  >;
}

describe('a save writes only what changed (bug 9)', () => {
  it('hiding one footer item writes that footer list, not the whole default menus block', () => {
    const out = formEdit(lotus, 'menus', (f) => {
      const menus = f.menus as { footer: { enabled?: boolean }[] };
      menus.footer[1]!.enabled = false;
    });
    const footer = structuredClone(menusSchema.properties.footer.default) as unknown as Record<
      string,
      unknown
    >[];
    footer[1] = { ...footer[1], enabled: false };
    expect(out.menus).toEqual({ footer });
    const { menus: _m, ...rest } = out;
    expect(sameJson(rest, lotus)).toBe(true);
  });

  it('an untouched section handed back with its defaults filled changes nothing', () => {
    for (const section of ['games', 'register', 'identity', 'flags', 'limits'] as const) {
      const out = formEdit(lotus, section, () => undefined);
      expect(JSON.stringify(out), section).toBe(JSON.stringify(lotus));
    }
  });

  it('one vendor rule edited: the other rules keep their form (no removeFromSource or vendors: [] added)', () => {
    const out = formEdit(lotus, 'games', (f) => {
      const games = f.games as { vendorRules: { enabled?: boolean }[] };
      games.vendorRules[0]!.enabled = false;
    });
    const before = (lotus.games as { vendorRules: Record<string, unknown>[] }).vendorRules;
    const after = (out.games as { vendorRules: Record<string, unknown>[] }).vendorRules;
    expect(after[0]).toEqual({ ...before[0], enabled: false });
    expect(after.slice(1)).toEqual(before.slice(1));
  });
});
