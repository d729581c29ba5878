import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import type { DatabaseKind } from '../apps/server/src/db/client.ts';
import { createLogger } from '../apps/server/src/logger.ts';
import { startServer } from '../apps/server/src/server.ts';
import { HttpClient } from '../apps/server/src/test/http-client.ts';
import { BENCH_PASSWORD, benchSeller } from './setup.ts';

/**
 * `npx tsx bench/exports.ts`: the CSV exports with 100,000 orders (20,000 customers) for one seller,
 * through the real API over HTTP: time to the first byte, the whole download, its size and lines, and
 * the server's memory while it streams. PGlite in a temp folder, and PostgreSQL when DATABASE_URL is set
 * (a fresh database, dropped after). BENCH_ORDERS changes the size.
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const log = (message: string) => console.log(`[bench:exports] ${message}`);

async function freshPostgres(url: string) {
  const name = `chalan_bench_exports_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Streams a download, counting lines and bytes; notes the heaviest heap seen while it runs. */
async function timedDownload(baseUrl: string, path: string, cookie: string) {
  const started = performance.now();
  const res = await fetch(new URL(path, baseUrl), { headers: { cookie } });
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  const reader = res.body!.getReader();
  let firstByteMs = 0;
  let bytes = 0;
  let lines = 0;
  let heapMb = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!firstByteMs) firstByteMs = performance.now() - started;
    bytes += value.length;
    for (const byte of value) if (byte === 0x0a) lines++;
    heapMb = Math.max(heapMb, process.memoryUsage().heapUsed / 1024 / 1024);
  }
  return {
    path,
    firstByteMs: Math.round(firstByteMs),
    totalMs: Math.round(performance.now() - started),
    lines,
    mb: Math.round((bytes / 1024 / 1024) * 10) / 10,
    heapMb: Math.round(heapMb),
  };
}

async function benchOn(kind: DatabaseKind) {
  const dataDir = mkdtempSync(join(tmpdir(), 'chalan-bench-exports-'));
  const postgres = kind === 'postgresql' ? await freshPostgres(process.env.DATABASE_URL!) : undefined;
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    COURIER_SYNC_INTERVAL_MS: '0',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
  const server = await startServer(config, { logger: createLogger('silent') });
  try {
    const db = server.deps.database.db;
    log(`${kind}: generating ${ORDERS} orders`);
    const main = await benchSeller(db, 0, { customers: Math.ceil(ORDERS / 5), orders: ORDERS, days: 365 });
    log(`${kind}: generated in ${Math.round(main.generateMs / 1000)} s`);
    await db.execute(sql`vacuum analyze`);
    const client = new HttpClient(server.url);
    const login = await client.post('/api/account/login', { email: main.email, password: BENCH_PASSWORD });
    if (login.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(login.body)}`);
    const [name, value] = client.sessionCookie()!;
    const cookie = `${name}=${value}`;
    const results = [];
    for (const path of ['/api/orders/export?status=all', '/api/customers/export', '/api/products/export']) {
      const result = await timedDownload(server.url, path, cookie);
      log(`${kind}: ${JSON.stringify(result)}`);
      results.push({ kind, ...result });
    }
    return results;
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  }
}

const results = await benchOn('pglite');
if (process.env.DATABASE_URL) results.push(...(await benchOn('postgresql')));
console.table(results);
