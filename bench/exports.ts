import { sql } from 'drizzle-orm';
import type { DatabaseKind } from '../apps/server/src/db/client.ts';
import { HttpClient } from '../apps/server/src/test/http-client.testkit.ts';
import { BENCH_PASSWORD, benchSeller, withBenchServer } from './setup.ts';

/**
 * `npx tsx bench/exports.ts`: the CSV exports with 100,000 orders (20,000 customers) for one seller,
 * through the real API over HTTP: time to the first byte, the whole download, its size and lines, and
 * the server's memory while it streams. PGlite in a temp folder, and PostgreSQL when DATABASE_URL is set
 * (a fresh database, dropped after). BENCH_ORDERS changes the size.
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const log = (message: string) => console.log(`[bench:exports] ${message}`);

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
  return withBenchServer(
    kind,
    'exports',
    async (server) => {
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
    },
    { COURIER_SYNC_INTERVAL_MS: '0' },
  );
}

const results = await benchOn('pglite');
if (process.env.DATABASE_URL) results.push(...(await benchOn('postgresql')));
console.table(results);
