import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { count, eq, like, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database, DatabaseKind, Db } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { orders, stores, users } from '../apps/server/src/db/schema/index.ts';
import { readDashboard } from '../apps/server/src/features/dashboard/dashboard.service.ts';
import { createLogger } from '../apps/server/src/logger.ts';
import { startServer } from '../apps/server/src/server.ts';
import { HttpClient } from '../apps/server/src/test/http-client.testkit.ts';
import { type Timing, time, timeOverHttp } from './measure.ts';
import { BENCH_PASSWORD, benchShop } from './setup.ts';

/**
 * The dashboard budget (DESIGN.md): GET /api/dashboard under 200 ms with 1,000,000 orders in the database.
 * The dashboard reads only the orders and customers tables, so the million orders are written in SQL
 * (generate_series, a minute or two) rather than by the seed generator (a quarter of an hour), in the
 * generator's shape: statuses by age as `statusForAge` gives them, a sixth of the customers buying half the
 * orders, one to three units each. Kept in persistent databases for later runs: PostgreSQL `chalan_dash_1m`
 * (BENCH_DASH_DATABASE_URL) and a PGlite folder `.tmp/bench-dashboard/pglite`. The measured seller has
 * 500,000 orders over two years, five other sellers 100,000 each over a year. `npx tsx bench/dashboard.ts`
 * (or `BENCH_DASHBOARD=1 npm run bench`); BENCH_DASH_ON=postgresql,pglite picks the databases,
 * BENCH_DASH_RUNS the runs, BENCH_DASH_GENERATE_ONLY=1 only prepares the data. Prints the
 * docs/performance.md section.
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

/**
 * Customers and orders for a seller, written in SQL in one statement each. Ages decide the status as in
 * the seed generator's statusForAge (today: mostly open; the last four days: some open; older: completed
 * 80%, returned 11%, cancelled 9%); completed orders were completed two days after their sales date.
 */
async function fillSeller(db: Db, sellerId: string, plan: SellerPlan) {
  const [store] = await db.select().from(stores).where(eq(stores.sellerId, sellerId)).limit(1);
  await db.execute(sql`
    insert into customers (seller_id, id, name, phone, address, district, created_at)
    select ${sellerId}, gen_random_uuid(), 'Customer ' || c, '017' || lpad(c::text, 8, '0'), 'House ' || c,
      'Dhaka', now() - random() * make_interval(days => ${plan.days})
    from generate_series(1, ${plan.customers}) c`);
  const regulars = Math.ceil(plan.customers / 6);
  await db.execute(sql`
    with numbered as (
      select id, row_number() over (order by id) as n from customers where seller_id = ${sellerId}
    ), drawn as (
      select g, (random() * ${plan.days})::int as age, random() as roll,
        case when random() < 0.5 then 1 + floor(random() * ${regulars})::int
             else 1 + floor(random() * ${plan.customers})::int end as n
      from generate_series(1, ${plan.orders}) g
    ), aged as (
      select d.*, c.id as customer_id,
        case
          when age = 0 then (case when roll < 0.6 then 'processing' when roll < 0.85 then 'ready'
                                  when roll < 0.95 then 'cancelled' else 'completed' end)
          when age < 4 then (case when roll < 0.1 then 'processing' when roll < 0.4 then 'ready'
                                  when roll < 0.8 then 'completed' when roll < 0.9 then 'cancelled' else 'returned' end)
          else (case when roll < 0.8 then 'completed' when roll < 0.91 then 'returned' else 'cancelled' end)
        end as status
      from drawn d join numbered c on c.n = d.n
    )
    insert into orders (seller_id, id, code, customer_id, store_id, name, phone, address, district, status,
      gross, net, bill, payable, units, sales_date, completed_at, created_at)
    select ${sellerId}, gen_random_uuid(), 'D' || ${plan.index} || '-' || g, customer_id, ${store!.id},
      'Customer', '01700000000', 'House', 'Dhaka', status, net, net, net + 6000, net + 6000, units,
      current_date - age,
      case when status = 'completed' then (current_date - age + 2)::timestamptz end,
      (current_date - age)::timestamptz + random() * interval '20 hours'
    from (select *, (50 + floor(random() * 450))::bigint * 1000 as net, 1 + floor(random() * 3)::int as units
          from aged) a`);
}

/** The plan's seller as it is in the database, filled first when missing (or left empty by a crash). */
async function ensureSeller(db: Db, plan: SellerPlan): Promise<{ email: string; sellerId: string }> {
  const [user] = await db
    .select()
    .from(users)
    .where(like(users.email, `bench-${plan.index}-%`));
  const made = user ? { email: user.email, sellerId: user.sellerId! } : await benchShop(db, plan.index);
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.sellerId, made.sellerId));
  if (n === 0) {
    log(`filling seller ${plan.index}: ${plan.orders.toLocaleString('en')} orders`);
    const started = performance.now();
    await db.transaction((tx) => fillSeller(tx as unknown as Db, made.sellerId, plan));
    log(`seller ${plan.index}: filled in ${Math.round((performance.now() - started) / 1000)} s`);
  }
  return { email: made.email, sellerId: made.sellerId };
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
    log(`${kind}: GET /api/dashboard × ${RUNS}`);
    const api = await timeOverHttp(
      'Dashboard (GET /api/dashboard)',
      RUNS,
      { url: server.url, cookie: client.cookieHeader() },
      () => ({ method: 'GET', path: '/api/dashboard', status: 200 }),
    );

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
      'times in ms, measured over HTTP on localhost by a client on a thread of its own. Budget (DESIGN.md): under 200 ms.',
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
