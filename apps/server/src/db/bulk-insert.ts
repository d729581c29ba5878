import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client.ts';

const BATCH = 5_000;

/**
 * Inserts rows as `insert … select * from unnest($1::uuid[], $2::text[], …)`: one array per column,
 * so a statement has a handful of parameters however many rows it carries (several times faster than
 * a multi-row VALUES list on PGlite and PostgreSQL alike). The columns are those any row names; a row
 * that leaves one out gets NULL there (not the column's default).
 */
export async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH) as Record<string, unknown>[];
    const names = keys.map((k) => sql.identifier(columns[k]!.name));
    const arrays = keys.map(
      (k) => sql`${sql.param(batch.map((r) => r[k] ?? null))}::${sql.raw(columns[k]!.getSQLType())}[]`,
    );
    await tx.execute(
      sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
}
