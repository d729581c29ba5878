import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

export const MIGRATIONS_FOLDER = join(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** pg_advisory_lock's key for migrating: any 64-bit number of our own ("chalan" in ASCII). */
const MIGRATION_LOCK = 0x6368616c616e;

/**
 * Applies the committed SQL migrations that the database has not seen yet. On PostgreSQL, under a session
 * lock: instances started at the same moment on a fresh database wait for the first, then find nothing
 * left to apply (drizzle's migrator alone would have each try to create the same tables).
 */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  // biome-ignore lint/suspicious/noExplicitAny: the two migrators want their own driver's type of the same db
  if (database.kind === 'pglite') return migratePglite(database.db as any, config);
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client }), config);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

export interface MigrationLevel {
  applied: number;
  latest: string | null;
  pending: number;
}

export async function migrationLevel(database: Database): Promise<MigrationLevel> {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as Journal;
  const result = (await database.db.execute(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  )) as {
    rows: { count: number }[];
  };
  const applied = Number(result.rows[0]?.count ?? 0);
  return {
    applied,
    latest: journal.entries[applied - 1]?.tag ?? null,
    pending: Math.max(0, journal.entries.length - applied),
  };
}
