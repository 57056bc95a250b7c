import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db';

/** Key of the PostgreSQL advisory lock migrations run under (any constant; the same for every replica). */
export const MIGRATION_LOCK_KEY = 84_190_019;

/**
 * Runs numbered migrations (`NNN_name.sql`) from several folders in one global order, each once,
 * each in a transaction. Numbers: 001–099 platform-api, 100–199 config-server.
 * Replicas that start together apply each migration once: every transaction first takes an
 * advisory lock (released at its end; keyed by schema too, so databases shared by several schemas
 * do not wait on each other), then checks again whether the migration is applied.
 */
export async function migrate(db: Db, dirs: readonly string[]): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext(current_schema()))', [MIGRATION_LOCK_KEY]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  });
  const done = new Set((await db.query<{ id: string }>('SELECT id FROM schema_migrations')).map((r) => r.id));
  const files = dirs
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
        .map((f) => ({ id: f.slice(0, -4), path: join(dir, f) })),
    )
    .sort((a, b) => a.id.localeCompare(b.id));
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file.id)) continue;
    const sql = readFileSync(file.path, 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext(current_schema()))', [MIGRATION_LOCK_KEY]);
      if ((await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [file.id])).length) return false;
      for (const stmt of splitStatements(sql)) await tx.query(stmt);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [file.id]);
      return true;
    });
    if (ran) applied.push(file.id);
  }
  return applied;
}

/**
 * Splits a migration on semicolons at line ends (one statement per `;\n`). A function body between
 * `$$` markers is one piece: its own semicolons and `--` comments stay in it.
 */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  sql.split(/(\$\$[\s\S]*?\$\$)/).forEach((part, i) => {
    if (i % 2 === 1) {
      current += part;
      return;
    }
    const pieces = part.replace(/--.*$/gm, '').split(/;\s*(?:\n|$)/);
    current += pieces[0];
    for (const piece of pieces.slice(1)) {
      out.push(current);
      current = piece;
    }
  });
  out.push(current);
  return out.map((s) => s.trim()).filter(Boolean);
}
