import { valueAt, type Rollout } from '@core/rollouts';
import { type ROLLOUT_PLATFORMS, type ROLLOUT_PLAYERS } from '@schemas';
import { rolloutFields } from './rollout-fields';

/** The rollout form's state and how it maps to and from a rollout of the config. */
export type RolloutInput = Partial<Rollout> & { id: string; changes: Record<string, unknown> };
export interface Change {
  pointer: string;
  /** A field from the list, or "other": a path and a JSON value typed by hand. */
  other: boolean;
  value: unknown;
  json: string;
}
export interface Form {
  /** The id being edited (undefined: a new rollout). */
  editing?: string;
  id: string;
  description: string;
  enabled: boolean;
  changes: Change[];
  percentage: number;
  players: (typeof ROLLOUT_PLAYERS)[number];
  countries: string;
  platforms: string[];
  /** A saved segment's short name ('' none: the audience below only). */
  segment: string;
}

export const FIELDS = rolloutFields();
export const OTHER = '__other__';

export const blank = (doc: Record<string, unknown>): Form => ({
  id: '',
  description: '',
  enabled: true,
  changes: [
    {
      pointer: '/theme/colors/header',
      other: false,
      value: valueAt(doc, '/theme/colors/header') ?? '#000000',
      json: '',
    },
  ],
  percentage: 10,
  players: 'all',
  countries: '',
  platforms: [],
  segment: '',
});

export const formOf = (r: RolloutInput): Form => ({
  editing: r.id,
  id: r.id,
  description: r.description ?? '',
  enabled: r.enabled ?? true,
  changes: Object.entries(r.changes).map(([pointer, value]) => ({
    pointer,
    other: !FIELDS.some((f) => f.pointer === pointer),
    value,
    json: JSON.stringify(value),
  })),
  percentage: r.audience?.percentage ?? 100,
  players: r.audience?.players ?? 'all',
  countries: (r.audience?.countries ?? []).join(', '),
  platforms: [...(r.audience?.platforms ?? [])],
  segment: r.segment ?? '',
});

export function rolloutOf(f: Form): RolloutInput | undefined {
  const changes: Record<string, unknown> = {};
  for (const c of f.changes) {
    if (!c.pointer) continue;
    if (c.other) {
      try {
        changes[c.pointer] = JSON.parse(c.json);
      } catch {
        return undefined;
      }
    } else changes[c.pointer] = c.value;
  }
  const countries = f.countries
    .split(/[\s,]+/)
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  return {
    id: f.id.trim(),
    ...(f.description.trim() ? { description: f.description.trim() } : {}),
    enabled: f.enabled,
    ...(f.segment ? { segment: f.segment } : {}),
    changes,
    audience: {
      percentage: f.percentage,
      players: f.players,
      countries: [...new Set(countries)],
      platforms: f.platforms as (typeof ROLLOUT_PLATFORMS)[number][],
    },
  };
}
