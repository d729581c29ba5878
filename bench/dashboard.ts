import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { count, eq, like, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database, DatabaseKind, Db } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { orders, users } from '../apps/server/src/db/schema/index.ts';
import { generateOrders, seededRandom } from '../apps/server/src/db/seed/orders-generator.ts';
import { readDashboard } from '../apps/server/src/features/dashboard/dashboard.service.ts';
import { createLogger } from '../apps/server/src/logger.ts';
import { startServer } from '../apps/server/src/server.ts';
import { HttpClient } from '../apps/server/src/test/http-client.ts';
import { type Timing, time } from './measure.ts';
import { BENCH_PASSWORD, benchSeller } from './setup.ts';

/**
 * The dashboard budget (DESIGN.md): GET /api/dashboard under 200 ms with 1,000,000 orders in the database.
 * The data is generated once into persistent databases and kept for later runs (generating a million
 * orders takes a quarter of an hour): PostgreSQL `chalan_dash_1m` (BENCH_DASH_DATABASE_URL) and a PGlite
 * folder `.tmp/bench-dashboard/pglite`. The measured seller has 500,000 orders over two years, five other
 * sellers 100,000 each over a year. `npx tsx bench/dashboard.ts` (or `BENCH_DASHBOARD=1 npm run bench`, after
 * the list bench); BENCH_DASH_ON=postgresql,pglite picks the databases, BENCH_DASH_RUNS the runs,
 * BENCH_DASH_GENERATE_ONLY=1 only prepares the data. Prints the docs/performance.md section.
 */
const RUNS = Number(process.env.BENCH_DASH_RUNS ?? 100);
const TARGETS = (process.env.BENCH_DASH_ON ?? 'postgresql,pglite').split(',') as DatabaseKind[];
const PG_URL = process.env.BENCH_DASH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/chalan_dash_1m';
/** Only make sure the data is there (the first, long run), measure nothing. */
const GENERATE_ONLY = process.env.BENCH_DASH_GENERATE_ONLY === '1';
const DIR = resolve(import.meta.dirname, '..', '.tmp', 'bench-dashboard');

interface SellerPlan {
  index: number;
  customers: number;
  orders: number;
  days: number;
}
const MAIN: SellerPlan = { index: 100, customers: 100_000, orders: 500_000, days: 730 };
const OTHERS: SellerPlan[] = [101, 102, 103, 104, 105].map((index) => ({
  index,
  customers: 20_000,
  orders: 100_000,
  days: 365,
}));

const log = (message: string) => console.log(`[bench:dashboard] ${message}`);

async function ensurePostgresDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(target, { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
}

/** The plan's seller as it is in the database, generated first when missing (or left empty by a crash). */
async function ensureSeller(db: Db, plan: SellerPlan): Promise<{ email: string; sellerId: string }> {
  const [user] = await db
    .select()
    .from(users)
    .where(like(users.email, `bench-${plan.index}-%`));
  const size = { customers: plan.customers, orders: plan.orders, days: plan.days };
  if (!user) {
    log(`generating seller ${plan.index}: ${plan.orders.toLocaleString('en')} orders`);
    const made = await benchSeller(db, plan.index, size);
    log(`seller ${plan.index}: generated in ${Math.round(made.generateMs / 1000)} s`);
    return { email: made.email, sellerId: made.sellerId };
  }
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.sellerId, user.sellerId!));
  if (n === 0) {
    // The orders are one transaction: a seller is either complete or has none.
    log(`generating seller ${plan.index} again: ${plan.orders.toLocaleString('en')} orders`);
    const started = performance.now();
    await generateOrders(
      db,
      { sellerId: user.sellerId!, userId: user.id },
      { ...size, random: seededRandom(1000 + plan.index) },
    );
    log(`seller ${plan.index}: generated in ${Math.round((performance.now() - started) / 1000)} s`);
  }
  return { email: user.email, sellerId: user.sellerId! };
}

interface RawClient {
  query(text: string, params?: unknown[]): Promise<unknown>;
}

/** The statements the dashboard service runs, captured on the same connection, to be timed bare. */
async function capturedDashboardSql(database: Database, sellerId: string) {
  const client = (database.db as unknown as { $client: RawClient }).$client;
  const statements: { text: string; params: unknown[] }[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => statements.push({ text, params }) };
  const options = { client: client as never, schema, logger };
  const logging = (database.kind === 'pglite' ? drizzlePglite(options) : drizzlePg(options)) as unknown as Db;
  await readDashboard(logging, sellerId);
  return statements;
}

interface DashboardResult {
  kind: DatabaseKind;
  totalOrders: number;
  sellerOrders: number;
  api: Timing;
  bare: Timing;
  statements: Timing[];
}

async function benchOn(kind: DatabaseKind): Promise<DashboardResult | undefined> {
  if (kind === 'postgresql') await ensurePostgresDatabase(PG_URL);
  const dataDir = resolve(DIR, kind);
  mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(kind === 'postgresql' ? { DATABASE_URL: PG_URL } : {}),
  });
  const server = await startServer(config, { logger: createLogger('silent'), jobs: false });
  try {
    const { database } = server.deps;
    const { db } = database;
    const main = await ensureSeller(db, MAIN);
    for (const plan of OTHERS) await ensureSeller(db, plan);
    log(`${kind}: vacuum analyze`);
    await db.execute(sql`vacuum analyze`);
    const [{ n: totalOrders } = { n: 0 }] = await db.select({ n: count() }).from(orders);
    const [{ n: sellerOrders } = { n: 0 }] = await db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.sellerId, main.sellerId));
    log(
      `${kind}: ${totalOrders.toLocaleString('en')} orders, ${sellerOrders.toLocaleString('en')} of the measured seller`,
    );
    if (GENERATE_ONLY) return undefined;

    const client = new HttpClient(server.url);
    const login = await client.post('/api/account/login', { email: main.email, password: BENCH_PASSWORD });
    if (login.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(login.body)}`);
    const get = async () => {
      const res = await client.get('/api/dashboard').catch(() => client.get('/api/dashboard'));
      if (res.status !== 200) throw new Error(`/api/dashboard: ${res.status} ${JSON.stringify(res.body)}`);
    };
    log(`${kind}: GET /api/dashboard × ${RUNS}`);
    const api = await time('Dashboard (GET /api/dashboard)', RUNS, get);

    const raw = (database.db as unknown as { $client: RawClient }).$client;
    const captured = await capturedDashboardSql(database, main.sellerId);
    const bare = await time('Dashboard SQL, bare', RUNS, () =>
      Promise.all(captured.map((s) => raw.query(s.text, s.params))),
    );
    const statements: Timing[] = [];
    for (const [i, s] of captured.entries()) {
      statements.push(
        await time(
          `statement ${i + 1}: ${s.text.replace(/\s+/g, ' ').slice(0, 90)}…`,
          Math.min(RUNS, 30),
          () => raw.query(s.text, s.params),
        ),
      );
    }
    return { kind, totalOrders, sellerOrders, api, bare, statements };
  } finally {
    await server.close();
  }
}

function section(results: DashboardResult[]): string {
  const label: Record<DatabaseKind, string> = { pglite: 'PGlite (embedded)', postgresql: 'PostgreSQL' };
  const first = results[0]!;
  const lines = [
    '## Dashboard',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npx tsx bench/dashboard.ts\`. ` +
      `Data: ${first.totalOrders.toLocaleString('en')} orders in the database; the measured seller has ` +
      `${first.sellerOrders.toLocaleString('en')} of them over two years (${MAIN.customers.toLocaleString('en')} customers), ` +
      `five other sellers 100,000 each over a year. ${RUNS} runs after 5 warm-up runs, one request at a time; ` +
      'times in ms, measured by the client over HTTP on localhost. Budget (DESIGN.md): under 200 ms.',
    '',
    '| Database | p50 ms | p95 ms | req/s | bare SQL p50 ms | bare SQL p95 ms | budget ms | |',
    '|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${label[r.kind]} | ${r.api.p50} | ${r.api.p95} | ${r.api.perSecond} | ${r.bare.p50} | ${r.bare.p95} | < 200 | ${r.api.p95 < 200 ? 'within' : 'OVER'} |`,
    ),
  ];
  return lines.join('\n');
}

const results: DashboardResult[] = [];
for (const kind of TARGETS) {
  const result = await benchOn(kind);
  if (result) results.push(result);
}
for (const r of results) {
  log(`${r.kind}: statements one by one (p50 / p95 ms)`);
  for (const s of r.statements) log(`  ${s.p50} / ${s.p95}  ${s.name}`);
}
if (results.length > 0) console.log(`\n${section(results)}\n`);
