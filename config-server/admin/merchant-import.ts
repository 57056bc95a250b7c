import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Db } from '../../server/db/db';
import type { ConfigProblem } from '../../schemas';
import { parseMerchantText } from '../../core/config/validate';
import { hashConfig } from '../store/merchant-store';
import { latestVersion, VersionLog } from './versions';
import { audit } from './audit';

export interface ImportOptions {
  /** Who imports (recorded as the version's author and in the audit log). */
  author: string;
  /** The stored version the file was edited from; the import is refused when a newer one exists. */
  base?: number;
  /** Import even when the file's base is not the latest version. */
  force?: boolean;
}

export type ImportResult =
  | { status: 'imported'; code: string; version: number }
  | { status: 'unchanged'; code: string; version: number }
  | { status: 'invalid'; code: string; problems: ConfigProblem[] }
  | { status: 'stale'; code: string; latest: number; author: string; savedAt: string };

/**
 * Imports a merchant file into the database on purpose (scale mode: files are never read once the
 * database has a merchant). The file must validate; it becomes the next version, with the author
 * given, and every running replica publishes it (NOTIFY). A file edited from an older version than
 * the latest is refused unless forced, so an import never silently reverts a console save.
 */
export async function importMerchantFile(db: Db, file: string, opts: ImportOptions): Promise<ImportResult> {
  const code = basename(file, '.json');
  const parsed = parseMerchantText(readFileSync(file, 'utf8'));
  if (!parsed.ok) return { status: 'invalid', code, problems: parsed.problems };
  if (parsed.config.code !== code)
    return {
      status: 'invalid',
      code,
      problems: [
        {
          pointer: '/code',
          key: 'config.errors.codeMismatch',
          message: `code "${parsed.config.code}" does not match file "${code}.json"`,
          params: {},
        },
      ],
    };
  const document = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const etag = hashConfig(JSON.stringify(parsed.config));
  const versions = new VersionLog(db);
  return versions.exclusive(code, async () => {
    const latest = await latestVersion(db, code);
    if (latest && latest.etag === etag)
      return { status: 'unchanged', code, version: latest.version } as const;
    if (latest && !opts.force && opts.base !== latest.version)
      return {
        status: 'stale',
        code,
        latest: latest.version,
        author: latest.author,
        savedAt: latest.createdAt,
      } as const;
    const meta = await versions.record(code, {
      etag,
      document,
      author: opts.author,
      origin: 'file',
      after: latest?.version ?? 0,
    });
    if (!meta) {
      const now = (await latestVersion(db, code))!;
      return {
        status: 'stale',
        code,
        latest: now.version,
        author: now.author,
        savedAt: now.createdAt,
      } as const;
    }
    await audit(db, {
      actor: opts.author,
      action: 'save',
      merchant: code,
      version: meta.version,
      detail: { imported: basename(file), ...(opts.force ? { forced: true } : {}) },
    });
    return { status: 'imported', code, version: meta.version } as const;
  });
}
