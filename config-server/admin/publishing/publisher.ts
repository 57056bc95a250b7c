import type { Db } from '../../../server/db/db';
import { AppError } from '../../../server/http-errors';
import type { ConfigProblem } from '../../../schemas';
import { hashConfig, type MerchantStore } from '../../store/merchant-store';
import { audit } from '../audit';
import {
  changesBetween,
  getVersion,
  latestVersion,
  scheduledAtOf,
  type VersionLog,
  type VersionMeta,
  type VersionOrigin,
} from '../versions';
import type { Webhooks } from './webhooks';
import { fourEyesTouched } from '../../../core/config/four-eyes';
import { maskSecrets, restoreSecrets } from '../../../core/config/secrets';
import { pointer, problem } from '../../../core/config/problems';
import { contentUsingOtherSegments } from '../../../platform-api';
import type { MerchantConfig } from '../../../schemas';

export interface PublishInput {
  code: string;
  doc: unknown;
  /** The version the edit started from; a newer live version answers 412 (undefined: no check). */
  expected: number | undefined;
  origin: VersionOrigin;
  actor: string;
  ip?: string;
  reason?: string;
  restoredFrom?: number;
  /** The change (draft, schedule, approval) being published. */
  changeId?: number;
  /** Who approved it (four-eyes), for the audit. */
  approvedBy?: string;
  /** Refuse (409 APPROVAL_REQUIRED) a change touching a four-eyes area: the compatible PUT. */
  refuseFourEyes?: boolean;
}

export type PublishResult = VersionMeta & {
  unchanged?: boolean;
  overwroteRejected?: { at: string; problems: ConfigProblem[] };
};

/**
 * The one way a document goes live (a console save, a rollback, a scheduled or approved change):
 * the version number is claimed in the database (across replicas), the store publishes it, the
 * audit says who, why and what, and the merchant's webhooks are told.
 */
export class Publisher {
  constructor(
    private readonly db: Db,
    private readonly store: MerchantStore,
    private readonly versions: VersionLog,
    private readonly webhooks: Webhooks,
  ) {}

  private async latest(code: string) {
    if (!this.store.get(code)) throw new AppError('MERCHANT_NOT_FOUND');
    const v = await latestVersion(this.db, code);
    if (!v) throw new AppError('MERCHANT_NOT_FOUND');
    return v;
  }

  /**
   * 412 details: the version saved meanwhile, who saved it, when, how (origin, the change, and the
   * time it was scheduled for when the scheduler published it: the console then says "your scheduled
   * change went live" rather than blaming its author), and what changed for players since `edited`.
   */
  async conflict(code: string, editedVersion: number): Promise<AppError> {
    const latest = await this.latest(code);
    const edited = editedVersion > 0 ? await getVersion(this.db, code, editedVersion) : undefined;
    const scheduledAt = await scheduledAtOf(this.db, code, latest.changeId);
    return new AppError('VERSION_CONFLICT', {
      currentVersion: latest.version,
      author: latest.author,
      savedAt: latest.createdAt,
      origin: latest.origin,
      ...(latest.changeId !== undefined ? { changeId: latest.changeId } : {}),
      ...(scheduledAt ? { scheduledAt } : {}),
      changes: edited ? changesBetween(edited.document, latest.document) : latest.summary,
      document: maskSecrets(latest.document),
    });
  }

  /**
   * Issue 35: a document that drops a segment which announcements, banners or promotions still
   * target would hide them from every player; each such item is named (the console's Segments page
   * says the same before sending). Asked only when a segment of the live document is gone. Also the
   * gate of a merchant file edited on disk (`MerchantStore.setFileGate`, set in `admin/index.ts`).
   */
  async droppedSegmentsInUse(code: string, next: MerchantConfig): Promise<ConfigProblem[]> {
    const kept = next.segments.map((s) => s.id);
    const live = this.store.get(code)?.config.segments ?? [];
    const dropped = new Map(live.filter((s) => !kept.includes(s.id)).map((s) => [s.id, s.name]));
    if (!dropped.size) return [];
    return (await contentUsingOtherSegments(this.db, code, kept))
      .filter((u) => dropped.has(u.segment))
      .map((u) =>
        problem(pointer('segments'), 'segmentInUse', `segment "${u.segment}" is used by ${u.kind} ${u.id}`, {
          segment: dropped.get(u.segment)!,
          // i18next's context: config.errors.segmentInUse_banner, …
          context: u.kind,
          title: u.title,
        }),
      );
  }

  publish(p: PublishInput): Promise<PublishResult> {
    const { code } = p;
    return this.versions.exclusive(code, async () => {
      const latest = await this.latest(code);
      if (p.expected !== undefined && p.expected !== latest.version)
        throw await this.conflict(code, p.expected);
      // The console sees secrets masked: a secret sent back masked keeps its stored value.
      const doc = restoreSecrets(p.doc, latest.document);
      const checked = this.store.check(code, doc);
      if (!checked.ok) throw new AppError('CONFIG_INVALID', checked.problems);
      const inUse = await this.droppedSegmentsInUse(code, checked.config);
      if (inUse.length) throw new AppError('CONFIG_INVALID', inUse);
      if (p.refuseFourEyes) {
        const areas = fourEyesTouched(this.store.get(code)!.config, checked.config);
        if (areas.length)
          throw new AppError('APPROVAL_REQUIRED', {
            areas,
            submit: `POST /api/admin/merchants/${code}/changes`,
          });
      }
      const etag = hashConfig(JSON.stringify(checked.config));
      if (etag === latest.etag && p.origin === 'api' && p.changeId === undefined)
        return { ...latest, unchanged: true };
      const meta = await this.versions.record(code, {
        etag,
        document: doc,
        author: p.actor,
        origin: p.origin,
        restoredFrom: p.restoredFrom,
        after: latest.version,
        reason: p.reason,
        changeId: p.changeId,
      });
      if (!meta) throw await this.conflict(code, latest.version);
      // A disk edit that was rejected is replaced by this save (the file is written): say so.
      const rejected = this.store.lastRejected(code);
      const result = this.store.saveFromApi(code, doc);
      if (!result.ok) throw new AppError('CONFIG_INVALID', result.problems);
      await audit(this.db, {
        actor: p.actor,
        action: p.origin === 'rollback' ? 'rollback' : 'save',
        merchant: code,
        version: meta.version,
        ip: p.ip,
        detail: {
          changes: meta.summary.length,
          ...(p.reason ? { reason: p.reason } : {}),
          ...(p.changeId !== undefined ? { changeId: p.changeId } : {}),
          ...(p.approvedBy ? { approvedBy: p.approvedBy } : {}),
          ...(p.restoredFrom ? { restoredFrom: p.restoredFrom } : {}),
          ...(rejected ? { overwroteRejectedAt: rejected.at.toISOString() } : {}),
        },
      });
      await this.webhooks.enqueue(code, p.origin === 'rollback' ? 'rollback' : 'publish', {
        version: meta.version,
        previousVersion: latest.version,
        author: p.actor,
        reason: p.reason ?? null,
        ...(p.approvedBy ? { approvedBy: p.approvedBy } : {}),
        ...(p.restoredFrom ? { restoredFrom: p.restoredFrom } : {}),
        changes: meta.summary,
      });
      return rejected
        ? { ...meta, overwroteRejected: { at: rejected.at.toISOString(), problems: rejected.problems } }
        : meta;
    });
  }
}
