import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a `db.transaction` callback gets. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The rows of a raw `db.execute`: PGlite and node-postgres both answer `{ rows }`. */
export const rowsOf = <Row = Record<string, unknown>>(result: unknown) => (result as { rows: Row[] }).rows;

export type DatabaseKind = 'pglite' | 'postgresql';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** PostgreSQL's pool: for work that needs one connection of its own (a session lock, LISTEN). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/**
 * An embedded PGlite with the extensions our migrations create (decision 0003): on disk in `dataDir`,
 * from a dump (`loadDataDir`), or in memory.
 */
export function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm, btree_gin } });
}

/** PostgreSQL when a URL is given, else the embedded PGlite in `dataDir` (or in memory for tests). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  pglite?: PGlite;
  /** An idle connection dropped by the server (restart, admin): the pool replaces it; we only report it. */
  onConnectionLost?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    // JIT compiling costs more than it saves on our queries (the dashboard's figures of a large seller
    // crossed its threshold and took hundreds of milliseconds longer).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, options: '-c jit=off' });
    // Without a listener, pg turns an idle connection's error into an uncaught exception and the process dies.
    pool.on('error', (error) => options.onConnectionLost?.(error));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, kind: 'postgresql', pool, close: () => pool.end() };
  }
  if (options.pglite || !options.dataDir) return pgliteDatabase(options.pglite ?? (await openPglite()));
  // One writer per data folder: a second process stops here, before PGlite touches the files.
  const lock = lockDataDir(options.dataDir);
  const client = await openPglite({ dataDir: join(options.dataDir, 'pglite') }).catch((error: unknown) => {
    lock.release();
    throw error;
  });
  return pgliteDatabase(client, () => lock.release());
}

function pgliteDatabase(client: PGlite, afterClose?: () => void): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close().finally(afterClose) };
}
