import { Worker } from 'node:worker_threads';
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

/** Nearest rank over sorted timings (NaN when there are none). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? Number.NaN;

export const round = (ms: number) => Math.round(ms * 10) / 10;

function summary(name: string, took: number[], total: number): Timing {
  const sorted = [...took].sort((a, b) => a - b);
  return {
    name,
    runs: took.length,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    perSecond: Math.round((took.length * 1000) / total),
  };
}

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
  return summary(name, took, performance.now() - started);
}

let httpTimer: Worker | undefined;

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** The status the request must get. */
  status: number;
}

/**
 * Times requests one after another, as `time` does, from a client on a thread of its own (the server
 * runs on this one) that serves every line of the bench: the client's own work is not counted as the
 * server's. `request(i)` is run i's request.
 */
export async function timeOverHttp(
  name: string,
  runs: number,
  server: { url: string; cookie: string },
  request: (i: number) => BenchRequest,
  warmup = 5,
): Promise<Timing> {
  const requests = Array.from({ length: runs }, (_, i) => request(i));
  httpTimer ??= new Worker(new URL('./http-timer.worker.mjs', import.meta.url));
  // Between lines the thread waits without keeping the bench alive.
  httpTimer.ref();
  const timer = httpTimer;
  const result = await new Promise<{ took: number[]; total: number; error?: string }>((resolve, reject) => {
    timer.once('message', (reply) => {
      timer.off('error', reject);
      resolve(reply);
    });
    timer.once('error', reject);
    timer.postMessage({ baseUrl: server.url, cookie: server.cookie, requests, warmup });
  });
  timer.unref();
  if (result.error) throw new Error(`${name}: ${result.error}`);
  return summary(name, result.took, result.total);
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
