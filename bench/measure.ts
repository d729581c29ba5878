import type { OrderListQuery } from '@chalan/core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, Db } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { listOrders } from '../apps/server/src/features/orders/orders-read.service.ts';

export interface Timing {
  name: string;
  runs: number;
  p50: number;
  p95: number;
  /** Requests per second, one after another. */
  perSecond: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;

/** Runs `task` `warmup` times unmeasured, then `runs` times; `task(i)` may vary its input by run. */
export async function time(
  name: string,
  runs: number,
  task: (i: number) => Promise<unknown>,
  warmup = 5,
): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await task(i);
  const took: number[] = [];
  const started = performance.now();
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await task(i);
    took.push(performance.now() - t);
  }
  const total = performance.now() - started;
  took.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    name,
    runs,
    p50: round(percentile(took, 0.5)),
    p95: round(percentile(took, 0.95)),
    perSecond: Math.round((runs * 1000) / total),
  };
}

interface RawClient {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

/**
 * The statements the list endpoint runs, captured from the service by a logging Drizzle instance on the
 * same connection, to be run again bare (no HTTP, no validation, no JSON, no mapping).
 */
export async function capturedListSql(database: Database, sellerId: string, query: OrderListQuery) {
  const client = (database.db as unknown as { $client: RawClient }).$client;
  const statements: { text: string; params: unknown[] }[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => statements.push({ text, params }) };
  const options = { client: client as never, schema, logger };
  const logging = (database.kind === 'pglite' ? drizzlePglite(options) : drizzlePg(options)) as unknown as Db;
  await listOrders(logging, sellerId, query);
  // The service runs its statements side by side; bare, they run the same way.
  return () => Promise.all(statements.map((s) => client.query(s.text, s.params)));
}
