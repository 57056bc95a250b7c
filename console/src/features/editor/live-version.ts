import type { TFunction } from 'i18next';
import type { ConfigChange, Conflict, VersionMeta } from '../../shared/types';

/** The live version as the editor holds it: the document, and who published it, when and how. */
export interface LiveVersion {
  version: number;
  document: Record<string, unknown>;
  author?: string;
  savedAt?: string;
  /** Set when the scheduler published it: the time its change was scheduled for. */
  scheduledAt?: string;
  changeId?: number;
}

/**
 * Who made a version live, in words: "scheduled by you", "saved by Lan"… A version the scheduler
 * published on the operator's own schedule is theirs, not "someone else's" (issue 35 item 8).
 */
export function whoPublished(
  t: TFunction,
  v: { author?: string; scheduledAt?: string },
  me: string | undefined,
): string {
  const how = v.scheduledAt ? 'scheduled' : 'saved';
  return v.author && v.author === me
    ? t(`console.live.who.${how}Mine`)
    : t(`console.live.who.${how}`, { author: v.author ?? '?' });
}

/**
 * The merge flow of a refused save, offered before saving: the live version as a conflict, with what
 * each version after `baseVersion` changed for players (oldest first; `versions` newest first, as
 * the history lists them).
 */
export function conflictFromLive(
  live: LiveVersion,
  baseVersion: number,
  versions: readonly VersionMeta[],
): Conflict {
  const changes: ConfigChange[] = versions
    .filter((v) => v.version > baseVersion && v.version <= live.version)
    .sort((a, b) => a.version - b.version)
    .flatMap((v) => v.summary as ConfigChange[]);
  return {
    currentVersion: live.version,
    author: live.author ?? '',
    savedAt: live.savedAt ?? new Date().toISOString(),
    ...(live.changeId !== undefined ? { changeId: live.changeId } : {}),
    ...(live.scheduledAt ? { scheduledAt: live.scheduledAt } : {}),
    changes,
    document: live.document,
  };
}
