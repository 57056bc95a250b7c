import type { TFunction } from 'i18next';
import {
  SEGMENT_VIP_MAX,
  type SEGMENT_DEVICES,
  type SEGMENT_PLATFORMS,
  type SEGMENT_PLAYERS,
} from '@schemas';
import type { SegmentInput } from '../../shared/config/segments';

/** The segment form's state (issue 35): pickers only, no codes typed. */
export interface SegmentForm {
  /** The short name being edited (undefined: a new segment; its short name comes from the name). */
  editing?: string;
  name: string;
  description: string;
  players: (typeof SEGMENT_PLAYERS)[number];
  countries: string[];
  languages: string[];
  /** '' any, else a level. */
  vipMin: string;
  vipMax: string;
  devices: (typeof SEGMENT_DEVICES)[number][];
  platforms: (typeof SEGMENT_PLATFORMS)[number][];
}

/** Countries offered by the picker (the platform's markets first); a saved one not listed is kept. */
export const SEGMENT_COUNTRIES = [
  'VN', 'TH', 'ID', 'MY', 'PH', 'KH', 'LA', 'MM', 'SG', 'CN', 'HK', 'TW', 'JP', 'KR', 'IN', 'BD', 'PK', 'AU', 'GB', 'US',
] as const; // prettier-ignore
/** VIP levels offered while the merchant's ladder is unknown (its request failed): 0 to 10. */
export const VIP_CHOICES = Array.from({ length: 11 }, (_, i) => i).filter((l) => l <= SEGMENT_VIP_MAX);

/** One level of the merchant's ladder as the pickers offer it. */
export interface VipChoice {
  level: number;
  /** Its name on the player site (VIP2); absent for a level the ladder lacks. */
  label?: string;
  /** Deposits that reach it, formatted in the merchant's currency. */
  deposit?: string;
}

/**
 * The levels the VIP pickers offer: the merchant's ladder when known, else 0–10; a level the form
 * already holds that the ladder lacks is kept (marked) so an older segment is shown as saved.
 */
export function vipChoices(ladder: readonly VipChoice[] | undefined, held: readonly string[]): VipChoice[] {
  const base: readonly VipChoice[] = ladder ?? VIP_CHOICES.map((level) => ({ level }));
  const extra = [...new Set(held)]
    .filter((v) => v !== '' && !base.some((c) => String(c.level) === v))
    .map((v) => ({ level: Number(v) }));
  return [...base, ...extra].sort((a, b) => a.level - b.level);
}

export const blankSegment = (): SegmentForm => ({
  name: '',
  description: '',
  players: 'all',
  countries: [],
  languages: [],
  vipMin: '',
  vipMax: '',
  devices: [],
  platforms: [],
});

export const formOfSegment = (s: SegmentInput): SegmentForm => ({
  editing: s.id,
  name: s.name,
  description: s.description ?? '',
  players: s.players ?? 'all',
  countries: [...(s.countries ?? [])],
  languages: [...(s.languages ?? [])],
  vipMin: s.vipMin === undefined ? '' : String(s.vipMin),
  vipMax: s.vipMax === undefined ? '' : String(s.vipMax),
  devices: [...(s.devices ?? [])],
  platforms: [...(s.platforms ?? [])],
});

/** A short name from words: accents dropped, lower case, dashes; unique among `taken`. */
export function shortNameOf(name: string, taken: readonly string[]): string {
  const base =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/gi, 'd')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 34)
      .replace(/-+$/, '') || 'segment';
  let id = base;
  for (let i = 2; taken.includes(id); i++) id = `${base}-${i}`;
  return id;
}

/** Countries and languages by their names in the console's language. */
export function namesIn(lang: string, languageNames: Readonly<Record<string, string>>): Names {
  let regions: Intl.DisplayNames | undefined;
  try {
    regions = new Intl.DisplayNames([lang], { type: 'region' });
  } catch {
    regions = undefined;
  }
  return {
    language: (code) => languageNames[code] ?? code,
    country: (code) => regions?.of(code) ?? code,
  };
}

export function segmentOf(f: SegmentForm, id: string): SegmentInput {
  return {
    id,
    name: f.name.trim(),
    ...(f.description.trim() ? { description: f.description.trim() } : {}),
    players: f.players,
    countries: f.countries,
    languages: f.languages as SegmentInput['languages'],
    ...(f.vipMin !== '' ? { vipMin: Number(f.vipMin) } : {}),
    ...(f.vipMax !== '' ? { vipMax: Number(f.vipMax) } : {}),
    devices: f.devices,
    platforms: f.platforms,
  };
}

/** The segment's rules in words ("VIP 2 and up · English · Android"). */
export interface Names {
  language(code: string): string;
  country(code: string): string;
}

export function describeSegment(s: SegmentInput, t: TFunction, names: Names) {
  const vip =
    s.vipMin !== undefined && s.vipMax !== undefined
      ? t('targeting.segments.whoVip', { min: s.vipMin, max: s.vipMax })
      : s.vipMin !== undefined
        ? t('targeting.segments.whoVipFrom', { min: s.vipMin })
        : s.vipMax !== undefined
          ? t('targeting.segments.whoVipTo', { max: s.vipMax })
          : '';
  const parts = [
    s.players === 'new' && t('targeting.segments.whoNew'),
    s.players === 'returning' && t('targeting.segments.whoReturning'),
    vip,
    (s.languages ?? []).map(names.language).join(', '),
    (s.countries ?? []).map(names.country).join(', '),
    (s.devices ?? []).map((d) => t(`targeting.segments.device.${d}`)).join(', '),
    (s.platforms ?? []).map((p) => t(`targeting.segments.platform.${p}`)).join(', '),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : t('targeting.segments.everyone');
}
