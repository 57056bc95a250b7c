import type { ConfigProblem } from '../../../schemas';
import type { ConfigChange } from '../../../core/config-diff';

/** Shapes of the admin API answers (config-server/admin/schemas.ts). */
export interface MerchantRow {
  code: string;
  name: string;
  hosts: string[];
  etag: string;
  publishedAt: string;
  fileDeleted: boolean;
  version?: number;
  savedBy?: string;
  savedAt?: string;
  lastRejected?: { at: string; problems: ConfigProblem[] };
}
export interface ConfigVersion {
  version: number;
  etag: string;
  author: string;
  savedAt: string;
  document: Record<string, unknown>;
}
export interface VersionMeta {
  version: number;
  etag: string;
  author: string;
  origin: 'file' | 'api' | 'rollback';
  summary: ConfigChange[];
  createdAt: string;
  restoredFrom?: number;
}
export interface Conflict {
  currentVersion: number;
  author: string;
  savedAt: string;
  changes: ConfigChange[];
  document: Record<string, unknown>;
}
export type { AuditRow } from '../../../schemas/admin.schema';
export type { ConfigChange, ConfigProblem };
