import type { RJSFSchema } from '@rjsf/utils';
import { merchantConfigSchema } from '@schemas';

/** The editor's sections: each names members of the one merchant schema (spec §2–§6 order). */
export const SECTIONS = {
  identity: [
    'code',
    'name',
    'hosts',
    'defaultLanguage',
    'languages',
    'dialingCodes',
    'ageLimit',
    'currency',
    'timeZone',
    'modules',
  ],
  theme: ['theme'],
  flags: ['flags'],
  register: ['register', 'login'],
  menus: ['menus'],
  games: ['games'],
  templates: ['templates'],
  content: ['content', 'payments'],
  limits: ['limits', 'kyc', 'responsibleGaming'],
  /** Takes players off the site (maintenance, blocked regions): its own section, confirmed by name on save. */
  danger: ['status'],
} as const satisfies Record<string, readonly (keyof typeof merchantConfigSchema.properties)[]>;
export type SectionId = keyof typeof SECTIONS;
export const SECTION_IDS = Object.keys(SECTIONS) as SectionId[];

/** The part of the merchant schema a section edits (same definitions, same descriptions). */
export function sectionSchema(id: SectionId): RJSFSchema {
  const props = merchantConfigSchema.properties as Record<string, unknown>;
  const members = SECTIONS[id] as readonly string[];
  return {
    type: 'object',
    properties: Object.fromEntries(members.map((m) => [m, props[m]])),
    required: merchantConfigSchema.required.filter((r) => members.includes(r)),
  } as RJSFSchema;
}

export function pick(doc: Record<string, unknown>, id: SectionId): Record<string, unknown> {
  return Object.fromEntries(
    (SECTIONS[id] as readonly string[]).filter((m) => m in doc).map((m) => [m, doc[m]]),
  );
}

/** Merges a section's form data back into the document; members the form cleared are removed. */
export function merge(
  doc: Record<string, unknown>,
  id: SectionId,
  part: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...doc };
  for (const m of SECTIONS[id] as readonly string[]) {
    if (part[m] === undefined) delete out[m];
    else out[m] = part[m];
  }
  return out;
}

/** The section of a problem's pointer, to mark its tab. */
export function sectionOf(pointer: string): SectionId | undefined {
  const top = pointer.split('/')[1] ?? '';
  return SECTION_IDS.find((id) => (SECTIONS[id] as readonly string[]).includes(top));
}
