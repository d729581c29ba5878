import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openPglite } from '../db/client.ts';

/**
 * Where global setup leaves this run's migrated template (a PGlite dump, or a PostgreSQL template
 * database) and its data folders; per run, so runs side by side do not disturb each other.
 */
export const TEMPLATE_DUMP_ENV = 'CHALAN_TEST_TEMPLATE_DUMP';
export const TEMPLATE_DB_ENV = 'CHALAN_TEST_TEMPLATE_DB';
export const RUN_DIR_ENV = 'CHALAN_TEST_RUN_DIR';

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  databaseUrl?: string;
  pglite?: PGlite;
  drop(): Promise<void>;
}

/** A fresh, migrated database for one test file: cloned from the template made by global setup. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const template = process.env[TEMPLATE_DB_ENV]!;
    const name = `chalan_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(adminUrl, `create database ${name} template ${template}`);
    return {
      databaseUrl: withDatabase(adminUrl, name),
      drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
    };
  }
  const dump = readFileSync(process.env[TEMPLATE_DUMP_ENV]!);
  const pglite = await openPglite({ loadDataDir: new Blob([dump]) });
  return { pglite, drop: async () => {} };
}

export const testDataDir = (name: string) => join(process.env[RUN_DIR_ENV] ?? resolve('.tmp/test-run'), name);
