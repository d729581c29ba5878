import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOrderBodySchema, dhakaDate } from '@chalan/core';
import { listQuerySchema } from '@chalan/core/list';
import { lossProfitQuerySchema } from '@chalan/core/loss-profit/schemas';
import { orderExportQuerySchema, orderListQuerySchema } from '@chalan/core/orders/list-query';
import { DEFAULT_SMS_TEMPLATES } from '@chalan/core/sms/templates';
import { transactionsQuerySchema } from '@chalan/core/transactions/schemas';
import { type FakeCourier, startFakeCourier } from '@chalan/fake-courier';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { Hono } from 'hono';
import pg from 'pg';
import { type Config, loadConfig } from '../apps/server/src/config.ts';
import { sealCredentials } from '../apps/server/src/couriers/credentials.ts';
import { type Database, type Db, openDatabase, rowsOf } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import {
  couriers,
  customers,
  dispatchBatches,
  orders,
  parcels,
  products,
  stores,
} from '../apps/server/src/db/schema/index.ts';
import { seedDemoCatalogue } from '../apps/server/src/db/seed/demo-catalogue.ts';
import { generateOrders, seededRandom } from '../apps/server/src/db/seed/orders-generator.ts';
import { createSellerWithAdmin } from '../apps/server/src/db/seed/seller.ts';
import { logActivity } from '../apps/server/src/features/activity/activity.service.ts';
import {
  exportPage,
  listCustomers,
  searchCustomers,
} from '../apps/server/src/features/customers/customers-read.service.ts';
import { readDashboard } from '../apps/server/src/features/dashboard/dashboard.service.ts';
import { claimBatch, createBatch, runBatch } from '../apps/server/src/features/dispatch/batch.service.ts';
import { lossProfitReport } from '../apps/server/src/features/loss-profit/loss-profit.service.ts';
import { listMerchants } from '../apps/server/src/features/merchants/merchants.service.ts';
import { listOrders } from '../apps/server/src/features/orders/orders-read.service.ts';
import { orderExportResponse } from '../apps/server/src/features/orders/orders-read-csv.ts';
import { createOrder } from '../apps/server/src/features/orders/orders-write.service.ts';
import { syncDueParcels } from '../apps/server/src/features/parcels/sync.service.ts';
import { webhookCourier } from '../apps/server/src/features/parcels/webhooks.service.ts';
import { saveSmsSettings } from '../apps/server/src/features/sms/sms-settings.service.ts';
import { loadTracking } from '../apps/server/src/features/tracking/tracking.service.ts';
import { trackingKeys, trackingToken } from '../apps/server/src/features/tracking/tracking-link.ts';
import { importPayouts } from '../apps/server/src/features/transactions/payouts-import.service.ts';
import { listTransactions } from '../apps/server/src/features/transactions/transactions.service.ts';
import { startSmsSender } from '../apps/server/src/jobs/sms-sender.ts';
import { createLogger } from '../apps/server/src/logger.ts';

/**
 * Bytes per row of the tables that grow with orders (docs/scaling.md), measured on a fresh PostgreSQL
 * database seeded through the project's own code:
 * - history: SIZES_SHOPS shops (createSellerWithAdmin, seedDemoCatalogue, three API couriers, Customer SMS
 *   on), each with SIZES_ORDERS orders from the seed generator (generateOrders) at 100 orders a day and
 *   SIZES_CUSTOMERS_PER_ORDER customers per order;
 * - a life: SIZES_LIFE orders per shop taken through the real write paths — createOrder (the confirmation
 *   SMS queued), a bulk send (createBatch, runBatch) to tools/fake-courier, the SMS sender, courier news by
 *   the status sync (the fake moves the parcels, syncDueParcels reads them), the payout import, sign-ins in
 *   the activity log — with the WAL each step wrote (pg_walinspect, records of this database only);
 * - then VACUUM ANALYZE and, per table: rows, heap, TOAST and index bytes per row;
 * - then EXPLAIN (ANALYZE, BUFFERS) of the heavy reads and the background jobs' claims, as the services
 *   send them (their SQL captured from Drizzle).
 *
 * `npx tsx bench/sizes.ts` (about 20 minutes with the defaults on a 2-core machine): the tables go to stdout
 * as Markdown, progress to stderr. DATABASE_URL names the PostgreSQL server (default the local one) and must
 * be a superuser's: the bench creates pg_walinspect, runs CHECKPOINT before each measured step and holds a
 * temporary replication slot so the steps' WAL is still there to read. A database chalan_sizes_<random> is
 * created and dropped at the end (SIZES_KEEP=1 keeps it, for more EXPLAINs). SIZES_EXPLAIN=0 skips the plans.
 */
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SHOPS = env('SIZES_SHOPS', 10);
const ORDERS = env('SIZES_ORDERS', 10_000);
const CUSTOMERS_PER_ORDER = env('SIZES_CUSTOMERS_PER_ORDER', 0.5);
const LIFE = env('SIZES_LIFE', 300);
/** Rounds of courier news: the fake moves half its open parcels a round, the sync reads all open ones. */
const NEWS_ROUNDS = env('SIZES_NEWS_ROUNDS', 8);
const KEEP = process.env.SIZES_KEEP === '1';
const SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const AUTH_SECRET = 'sizes-bench-secret-0123456789abcdef0123456789';
/** The fake gateway's account: the demo's balance runs out after a few hundred messages. */
const SMS_ACCOUNT = { apiKey: 'sizes-sms-api-key', senderId: '8809617000001', balance: 100_000_000 };

const log = (message: string) =>
  console.error(`[sizes ${new Date().toISOString().slice(11, 19)}] ${message}`);
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

interface Shop {
  index: number;
  sellerId: string;
  userId: string;
  email: string;
  courierIds: string[];
}

/** The WAL records of this database (and the commits of their transactions) between two positions. */
async function walBetween(pool: pg.Pool, dbOid: number, from: string, to: string) {
  const { rows } = await pool.query(
    `with r as (select xid::text as xid, record_length, fpi_length, block_ref
                from pg_get_wal_records_info($1::pg_lsn, $2::pg_lsn)),
          mine as (select distinct xid from r where block_ref like $3 and xid <> '0')
     select coalesce(sum(record_length), 0)::bigint as bytes, coalesce(sum(fpi_length), 0)::bigint as fpi,
            count(*)::int as records
     from r where block_ref like $3 or (xid <> '0' and xid in (select xid from mine))`,
    [from, to, `%/${dbOid}/%`],
  );
  const row = rows[0] as { bytes: string; fpi: string; records: number };
  return { bytes: Number(row.bytes), fpi: Number(row.fpi), records: row.records };
}

interface WalLine {
  step: string;
  units: number;
  unit: string;
  bytes: number;
  fpi: number;
  records: number;
  commits: number;
  inserted: number;
  updated: number;
  deleted: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** This database's counters; a backend reports its own within 10 s of going idle. */
async function databaseStats(pool: pg.Pool) {
  await sleep(11_000);
  const { rows } = await pool.query(
    `select xact_commit, tup_inserted, tup_updated, tup_deleted from pg_stat_database where datname = current_database()`,
  );
  const row = rows[0] as Record<string, string>;
  return {
    commits: Number(row.xact_commit),
    inserted: Number(row.tup_inserted),
    updated: Number(row.tup_updated),
    deleted: Number(row.tup_deleted),
  };
}

async function measureWal<T>(
  database: Database,
  dbOid: number,
  lines: WalLine[],
  step: string,
  unit: string,
  work: () => Promise<{ result: T; units: number }>,
): Promise<T> {
  const pool = database.pool!;
  const lsn = async () =>
    ((await pool.query('select pg_current_wal_flush_lsn()::text as l')).rows[0] as { l: string }).l;
  await pool.query('checkpoint').catch(() => undefined);
  const before = await databaseStats(pool);
  const from = await lsn();
  const started = performance.now();
  const { result, units } = await work();
  const to = await lsn();
  const after = await databaseStats(pool);
  const wal = await walBetween(pool, dbOid, from, to);
  lines.push({
    step,
    units,
    unit,
    ...wal,
    commits: after.commits - before.commits,
    inserted: after.inserted - before.inserted,
    updated: after.updated - before.updated,
    deleted: after.deleted - before.deleted,
  });
  log(`${step}: ${units} ${unit} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

async function addCouriers(db: Db, fake: FakeCourier, shop: { index: number; sellerId: string }) {
  const accounts = {
    steadfast: { apiKey: `sizes-sf-${shop.index}`, secretKey: `sizes-sf-secret-${shop.index}` },
    pathao: {
      clientId: `sizes-pathao-${shop.index}`,
      clientSecret: `sizes-pathao-secret-${shop.index}`,
      username: `shop-${shop.index}@pathao.test`,
      password: `sizes-pathao-password-${shop.index}`,
    },
    redx: { accessToken: `sizes-redx-${shop.index}` },
  };
  fake.addAccounts({
    steadfast: [{ ...accounts.steadfast, balance: 0 }],
    pathao: [accounts.pathao],
    redx: [accounts.redx],
  });
  const ids: string[] = [];
  for (const [name, provider] of [
    ['Steadfast', 'steadfast'],
    ['Pathao', 'pathao'],
    ['RedX', 'redx'],
  ] as const) {
    const [row] = await db
      .insert(couriers)
      .values({
        sellerId: shop.sellerId,
        name,
        provider,
        mode: 'live',
        credentialsEncrypted: await sealCredentials({ authSecret: AUTH_SECRET }, accounts[provider]),
        chargeInDhaka: 6_000,
        chargeOutsideDhaka: 12_000,
        completeOnDelivered: true,
        status: true,
      })
      .returning({ id: couriers.id });
    ids.push(row!.id);
  }
  return ids;
}

/** A shop as the demo makes one, with its order history from the seed generator. */
async function seedShop(db: Db, config: Config, fake: FakeCourier, index: number): Promise<Shop> {
  const email = `sizes-${index}-${Date.now().toString(36)}@chalan.test`;
  const { sellerId, userId } = await createSellerWithAdmin(db, {
    name: `Sizes Shop ${index}`,
    email,
    password: 'sizes-password-2026',
  });
  await seedDemoCatalogue(db, sellerId, userId);
  const courierIds = await addCouriers(db, fake, { index, sellerId });
  await saveSmsSettings(db, config, sellerId, {
    confirmOnSave: true,
    linkAfterDispatch: true,
    gatewayUrl: `${fake.url}/bulksmsbd/api/smsapi`,
    apiKey: SMS_ACCOUNT.apiKey,
    senderId: SMS_ACCOUNT.senderId,
    confirmTemplate: DEFAULT_SMS_TEMPLATES.confirm,
    dispatchTemplate: DEFAULT_SMS_TEMPLATES.dispatched,
  });
  await generateOrders(
    db,
    { sellerId, userId },
    {
      customers: Math.max(1, Math.round(ORDERS * CUSTOMERS_PER_ORDER)),
      orders: ORDERS,
      days: Math.max(1, Math.round(ORDERS / 100)),
      random: seededRandom(7000 + index),
    },
  );
  return { index, sellerId, userId, email, courierIds };
}

/** SIZES_LIFE new orders through Start Order's Save (createOrder), for the shop's own customers. */
async function createLifeOrders(db: Db, shop: Shop): Promise<string[]> {
  const writer = { sellerId: shop.sellerId, userId: shop.userId };
  // Plenty of stock, so no Save is refused for it (the generator leaves some products near 0).
  await db
    .update(products)
    .set({ qty: sql`${products.qty} + 1000000`, availableQty: sql`${products.availableQty} + 1000000` })
    .where(eq(products.sellerId, shop.sellerId));
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.sellerId, shop.sellerId));
  const catalogue = await db
    .select({ id: products.id, storeId: products.storeId })
    .from(products)
    .where(and(eq(products.sellerId, shop.sellerId), isNull(products.archivedAt)));
  const shelf = catalogue.filter((p) => p.storeId === store!.id);
  const buyers = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.sellerId, shop.sellerId))
    .limit(LIFE * 4);
  const random = seededRandom(9000 + shop.index);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const ids: string[] = [];
  for (let i = 0; i < LIFE; i++) {
    const lineCount = random() < 0.6 ? 1 : random() < 0.75 ? 2 : 3;
    const chosen = new Set<string>();
    while (chosen.size < Math.min(lineCount, shelf.length)) chosen.add(pick(shelf).id);
    const body = createOrderBodySchema.parse({
      customerId: pick(buyers).id,
      storeId: store!.id,
      salesDate: dhakaDate(new Date()),
      refNo: `FB-${10_000 + i}`,
      courierId: pick(shop.courierIds),
      lines: [...chosen].map((productId) => ({ productId, qty: random() < 0.8 ? 1 : 2, discount: 0 })),
      ...(random() < 0.1 ? { note: 'Call before delivery' } : {}),
    });
    ids.push((await createOrder(db, writer, body)).id);
  }
  return ids;
}

/** The bulk send of the shop's new orders, worked by the dispatch worker's own code. */
async function sendLifeOrders(config: Config, db: Db, shop: Shop, ids: string[]) {
  const writer = { sellerId: shop.sellerId, userId: shop.userId };
  for (let i = 0; i < ids.length; i += 500) {
    const batchId = await createBatch(db, writer, { ids: ids.slice(i, i + 500) });
    const [batch] = await db
      .select()
      .from(dispatchBatches)
      .where(and(eq(dispatchBatches.sellerId, shop.sellerId), eq(dispatchBatches.id, batchId)));
    await runBatch({ config }, db, batch!);
  }
}

/** The background sync until nothing is due (each call takes up to 200 parcels). */
async function syncAll(config: Config, db: Db) {
  let polls = 0;
  let changed = 0;
  for (;;) {
    const counts = await syncDueParcels({ config }, db);
    polls += counts.checked;
    changed += counts.changed;
    if (counts.checked === 0) return { polls, changed };
  }
}

const makeOpenParcelsDue = (db: Db) =>
  db.execute(
    sql`update parcels set next_sync_at = now() - interval '1 second' where next_sync_at is not null`,
  );

const count = async (db: Db, query: string) =>
  Number(rowsOf<{ n: string }>(await db.execute(sql.raw(query)))[0]!.n);

interface TableSize {
  table: string;
  rows: number;
  heap: number;
  toast: number;
  indexes: number;
  total: number;
  width: number;
}

async function tableSizes(db: Db): Promise<TableSize[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and c.relname <> 'sizes_life' order by 1`),
  ).map((r) => r.name);
  const sizes: TableSize[] = [];
  for (const table of tables) {
    const [row] = rowsOf<Record<string, string>>(
      await db.execute(
        sql.raw(`select (select count(*) from "${table}") as rows,
          pg_relation_size('"${table}"') as heap,
          coalesce((select pg_total_relation_size(reltoastrelid) from pg_class where oid = '"${table}"'::regclass
            and reltoastrelid <> 0), 0) as toast,
          pg_indexes_size('"${table}"') as indexes, pg_total_relation_size('"${table}"') as total,
          coalesce((select avg(pg_column_size(t.*)) from "${table}" t), 0) as width`),
      ),
    );
    sizes.push({
      table,
      rows: Number(row!.rows),
      heap: Number(row!.heap),
      toast: Number(row!.toast),
      indexes: Number(row!.indexes),
      total: Number(row!.total),
      width: Number(row!.width),
    });
  }
  return sizes.sort((a, b) => b.total - a.total);
}

/** Rows of each table that belong to the life orders, per life order. */
async function rowsPerLifeOrder(db: Db, n: number) {
  const of = (table: string, key = 'order_id') =>
    `select count(*) as n from ${table} t join sizes_life l on l.seller_id = t.seller_id and l.id = t.${key}`;
  const counts: [string, string][] = [
    ['orders', of('orders', 'id')],
    ['order_lines', of('order_lines')],
    ['order_codes', of('order_codes')],
    ['order_events', of('order_events')],
    ['stock_movements', of('stock_movements')],
    ['parcels', of('parcels')],
    [
      'parcel_events',
      `select count(*) as n from parcel_events e join parcels p on p.seller_id = e.seller_id and p.id = e.parcel_id
        join sizes_life l on l.seller_id = p.seller_id and l.id = p.order_id`,
    ],
    ['sms_messages', of('sms_messages')],
    ['dispatch_items', of('dispatch_items')],
    ['courier_payout_items', of('courier_payout_items')],
  ];
  const result: { table: string; perOrder: number }[] = [];
  for (const [table, query] of counts) result.push({ table, perOrder: (await count(db, query)) / n });
  return result;
}

interface Captured {
  label: string;
  text: string;
  params: unknown[];
}

/** Runs `work` on a Drizzle handle that records every statement it sends. */
async function capture(database: Database, label: string, work: (db: Db) => Promise<unknown>) {
  const seen: Captured[] = [];
  const db = drizzlePg({
    client: database.pool!,
    schema,
    logger: { logQuery: (text, params) => seen.push({ label, text, params }) },
  }) as unknown as Db;
  await work(db);
  return seen;
}

async function explain(pool: pg.Pool, q: Captured) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('set local jit = off');
    const { rows } = await client.query(`explain (analyze, buffers) ${q.text}`, q.params);
    return rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

async function explainAll(database: Database, config: Config, shop: Shop, lifeIds: string[]) {
  const { sellerId } = shop;
  const [someCustomer] = await database.db
    .select({ phone: customers.phone, name: customers.name })
    .from(customers)
    .where(eq(customers.sellerId, sellerId))
    .limit(1);
  const [someOrder] = await database.db
    .select({ code: orders.code })
    .from(orders)
    .where(eq(orders.sellerId, sellerId))
    .limit(1);
  const [parcel] = await database.db
    .select()
    .from(parcels)
    .where(and(eq(parcels.sellerId, sellerId), eq(parcels.orderId, lifeIds[0]!)));
  const today = dhakaDate(new Date());
  const monthAgo = dhakaDate(new Date(Date.now() - 30 * 86_400_000));
  const token = trackingToken(trackingKeys(AUTH_SECRET), { sellerId, orderId: lifeIds[0]! });
  const cases: [string, (db: Db) => Promise<unknown>][] = [
    [
      'orders: Processing, page 1 of 10',
      (db) => listOrders(db, sellerId, orderListQuerySchema.parse({ status: 'processing' })),
    ],
    [
      'orders: Completed, page 50 of 100',
      (db) =>
        listOrders(db, sellerId, orderListQuerySchema.parse({ status: 'completed', page: 50, limit: 100 })),
    ],
    [
      'orders: search by phone',
      (db) => listOrders(db, sellerId, orderListQuerySchema.parse({ search: someCustomer!.phone })),
    ],
    [
      'orders: search by order id',
      (db) => listOrders(db, sellerId, orderListQuerySchema.parse({ search: someOrder!.code })),
    ],
    [
      'orders: search by name',
      (db) =>
        listOrders(db, sellerId, orderListQuerySchema.parse({ search: someCustomer!.name.split(' ')[0] })),
    ],
    ['customers: list page 1', (db) => listCustomers(db, sellerId, listQuerySchema.parse({}))],
    ['customers: search by name', (db) => searchCustomers(db, sellerId, someCustomer!.name.split(' ')[0]!)],
    ['dashboard', (db) => readDashboard(db, sellerId)],
    [
      'loss-profit, 30 days',
      (db) => lossProfitReport(db, sellerId, lossProfitQuerySchema.parse({ from: monthAgo, to: today })),
    ],
    ['transactions, this month', (db) => listTransactions(db, sellerId, transactionsQuerySchema.parse({}))],
    ['customers export, first 1,000', (db) => exportPage(db, sellerId, null, 1000)],
    [
      'orders export (Completed), first batch',
      async (db) => {
        const app = new Hono().get('/', (c) =>
          orderExportResponse(c, db, sellerId, orderExportQuerySchema.parse({ status: 'completed' })),
        );
        const res = await app.request('/');
        const reader = res.body!.getReader();
        await reader.read();
        await reader.cancel();
      },
    ],
    ['platform: Merchants page 1', (db) => listMerchants(db, listQuerySchema.parse({}))],
    ['public: tracking page by token', (db) => loadTracking(db, trackingKeys(AUTH_SECRET), token)],
    ['webhook: courier by id', (db) => webhookCourier(db, 'steadfast', { id: parcel!.courierId })],
    ['job: status sync claim', (db) => syncDueParcels({ config }, db)],
    ['job: bulk send claim', (db) => claimBatch(db, 'sizes-bench', 30_000)],
    [
      'job: SMS sender claim',
      async (db) => {
        const sender = startSmsSender(
          { config, database: { ...database, db }, logger: createLogger('silent') },
          { timer: false, send: async () => ({ ok: true, gatewayId: null }) },
        );
        await sender.idle();
        await sender.stop();
      },
    ],
  ];
  const handWritten: Captured[] = [
    {
      label: 'sign-in: user by email (checkLogin)',
      text: `select u.*, a.password, s.status from users u join sellers s on s.id = u.seller_id
        left join accounts a on a.user_id = u.id and a.provider_id = 'credential' where u.email = $1`,
      params: [shop.email],
    },
    {
      label: 'webhook: parcel by consignment id (parcelOf)',
      text: `select * from parcels where seller_id = $1 and courier_id = $2
        and (consignment_id = $3 or invoice = $4)`,
      params: [sellerId, parcel!.courierId, parcel!.consignmentId, parcel!.invoice],
    },
  ];
  const out: string[] = [];
  for (const [label, work] of cases) {
    const statements = await capture(database, label, work);
    for (const [i, q] of statements.entries()) {
      // Only reads and the claims: the sender's writes after its claim are not what is measured here.
      if (!/^\s*(select|with|update sms_messages)/i.test(q.text)) continue;
      const plan = await explain(database.pool!, q);
      out.push(
        `### ${label} (${i + 1}/${statements.length})`,
        '```sql',
        q.text,
        '```',
        '```',
        ...plan,
        '```',
      );
    }
  }
  for (const q of handWritten) {
    const plan = await explain(database.pool!, q);
    out.push(`### ${q.label}`, '```sql', q.text, '```', '```', ...plan, '```');
  }
  return out;
}

async function main() {
  const name = `chalan_sizes_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = Object.assign(new URL(SERVER), { pathname: `/${name}` }).toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'chalan-sizes-'));
  const fake = await startFakeCourier({ smsAccounts: [SMS_ACCOUNT] });
  const config = loadConfig({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_SECRET,
    APP_URL: 'https://chalan.example',
    COURIER_PACE_MS: '0',
    ...fake.baseUrls,
  });
  const database = await openDatabase({ databaseUrl: url });
  const { db } = database;
  const wal: WalLine[] = [];
  try {
    const version = ((await admin.query('select version() as v')).rows[0] as { v: string }).v;
    await migrate(database);
    await db.execute(sql`create extension if not exists pg_walinspect`);
    await db.execute(sql`create table sizes_life (seller_id uuid not null, id uuid not null)`);
    const dbOid = Number(
      (
        (await admin.query('select oid from pg_database where datname = $1', [name])).rows[0] as {
          oid: string;
        }
      ).oid,
    );
    log(`database ${name} (oid ${dbOid}) on ${version}`);

    const shops: Shop[] = [];
    for (let i = 0; i < SHOPS; i++) {
      shops.push(await seedShop(db, config, fake, i));
      log(`shop ${i + 1}/${SHOPS}: ${ORDERS} orders`);
    }
    // The WAL of the steps below stays on the server until this connection ends (a temporary slot).
    await admin.query('select pg_create_physical_replication_slot($1, true, true)', [name]);

    const life = new Map<string, string[]>();
    await measureWal(
      database,
      dbOid,
      wal,
      'Save an order (createOrder, confirm SMS queued)',
      'orders',
      async () => {
        for (const shop of shops) life.set(shop.sellerId, await createLifeOrders(db, shop));
        return { result: null, units: SHOPS * LIFE };
      },
    );
    for (const shop of shops) {
      const ids = life.get(shop.sellerId)!;
      await db.execute(
        sql`insert into sizes_life select ${shop.sellerId}::uuid, unnest(${sql.param(ids)}::uuid[])`,
      );
    }
    let sms: ReturnType<typeof startSmsSender> | undefined;
    await measureWal(database, dbOid, wal, 'SMS sender: confirmation sent', 'messages', async () => {
      const before = await count(db, `select count(*) as n from sms_messages where state = 'sent'`);
      // Started here: it looks for due messages as it starts.
      sms = startSmsSender({ config, database, logger: createLogger('silent') }, { timer: false });
      await sms.idle();
      return {
        result: null,
        units: (await count(db, `select count(*) as n from sms_messages where state = 'sent'`)) - before,
      };
    });
    await measureWal(database, dbOid, wal, 'bulk send (createBatch, runBatch)', 'orders', async () => {
      for (const shop of shops) await sendLifeOrders(config, db, shop, life.get(shop.sellerId)!);
      return { result: null, units: await count(db, 'select count(*) as n from parcels') };
    });
    await measureWal(database, dbOid, wal, 'SMS sender: tracking link sent', 'messages', async () => {
      const before = await count(db, `select count(*) as n from sms_messages where state = 'sent'`);
      sms!.kick();
      await sms!.idle();
      return {
        result: null,
        units: (await count(db, `select count(*) as n from sms_messages where state = 'sent'`)) - before,
      };
    });
    await sms!.stop();

    let polls = { polls: 0, changed: 0 };
    for (let round = 0; round < NEWS_ROUNDS; round++) {
      // The fake moves half the open parcels; all open parcels are made due (not measured: the bench's own).
      fake.advance();
      await makeOpenParcelsDue(db);
      await measureWal(
        database,
        dbOid,
        wal,
        'status sync: polls with news (half the open parcels move)',
        'polls',
        async () => {
          const r = await syncAll(config, db);
          polls = { polls: polls.polls + r.polls, changed: polls.changed + r.changed };
          return { result: null, units: r.polls };
        },
      );
    }
    log(`news: ${polls.polls} polls, ${polls.changed} changed`);
    await makeOpenParcelsDue(db);
    await measureWal(database, dbOid, wal, 'status sync: polls with no news', 'polls', async () => {
      const r = await syncAll(config, db);
      return { result: null, units: r.polls };
    });
    await measureWal(database, dbOid, wal, 'payout import (Steadfast)', 'payout items', async () => {
      const before = await count(db, 'select count(*) as n from courier_payout_items');
      for (const shop of shops)
        await importPayouts({ config }, db, { sellerId: shop.sellerId, userId: shop.userId }, {});
      return {
        result: null,
        units: (await count(db, 'select count(*) as n from courier_payout_items')) - before,
      };
    });
    await measureWal(database, dbOid, wal, 'sign-in logged (activity log)', 'sign-ins', async () => {
      for (const shop of shops) {
        for (let i = 0; i < LIFE / 3; i++) {
          await logActivity(db, {
            userId: shop.userId,
            sellerId: shop.sellerId,
            logType: 'login',
            logMessage: `${shop.email} signed in`,
            ipAddress: `103.4.${shop.index % 250}.${i % 250}`,
          });
        }
      }
      return { result: null, units: SHOPS * Math.ceil(LIFE / 3) };
    });

    await admin.query('select pg_drop_replication_slot($1)', [name]);
    log('vacuum analyze');
    await database.pool!.query('vacuum analyze');
    const sizes = await tableSizes(db);
    const perOrder = await rowsPerLifeOrder(db, SHOPS * LIFE);
    const statuses = rowsOf<{ status: string; n: string }>(
      await db.execute(sql`select p.status, count(*) as n from parcels p group by 1 order by 2 desc`),
    );

    const out: string[] = [];
    out.push(
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores; ${version.split(' on ')[0]}.`,
      `${SHOPS} shops × ${fmt(ORDERS)} generated orders (${fmt(CUSTOMERS_PER_ORDER, 2)} customers per order, 100 orders a day), plus ${fmt(LIFE)} orders per shop through Save, bulk send, SMS, ${NEWS_ROUNDS} rounds of courier news and the payout import.`,
      '',
      '| table | rows | heap B/row | TOAST B/row | index B/row | total B/row | tuple width B | total MB |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (const s of sizes) {
      const per = (bytes: number) => (s.rows > 0 ? fmt(bytes / s.rows) : '–');
      out.push(
        `| ${s.table} | ${fmt(s.rows)} | ${per(s.heap)} | ${per(s.toast)} | ${per(s.indexes)} | ${per(s.total)} | ${fmt(s.width)} | ${fmt(s.total / 1048576, 1)} |`,
      );
    }
    out.push(
      '',
      'Rows per order, over the orders that went through Save, bulk send, SMS and courier news:',
      '',
    );
    out.push('| table | rows per order |', '|---|---|');
    for (const p of perOrder) out.push(`| ${p.table} | ${fmt(p.perOrder, 2)} |`);
    out.push(
      '',
      `Parcels by status at the end: ${statuses.map((s) => `${s.status} ${s.n}`).join(', ')}.`,
      '',
    );
    out.push('WAL written by this database (pg_walinspect; full-page images counted apart):', '');
    out.push(
      '| step | units | WAL B per unit | of it full-page images | WAL records | transactions | rows inserted | rows updated | rows deleted |',
      '|---|---|---|---|---|---|---|---|---|',
    );
    const steps = new Map<string, WalLine>();
    for (const w of wal) {
      const seen = steps.get(w.step);
      if (!seen) steps.set(w.step, { ...w });
      else
        for (const key of [
          'units',
          'bytes',
          'fpi',
          'records',
          'commits',
          'inserted',
          'updated',
          'deleted',
        ] as const)
          seen[key] += w[key];
    }
    for (const w of steps.values()) {
      const per = (n: number, digits = 0) => (w.units > 0 ? fmt(n / w.units, digits) : '–');
      out.push(
        `| ${w.step} | ${fmt(w.units)} ${w.unit} | ${per(w.bytes)} | ${per(w.fpi)} | ${per(w.records, 1)} | ${per(w.commits, 1)} | ${per(w.inserted, 1)} | ${per(w.updated, 1)} | ${per(w.deleted, 1)} |`,
      );
    }
    out.push('', '(per unit; transactions and rows from pg_stat_database)', '');
    const hot = rowsOf<Record<string, string>>(
      await db.execute(sql`select relname, n_tup_ins, n_tup_upd, n_tup_hot_upd from pg_stat_user_tables
        where n_tup_upd > 0 order by n_tup_upd desc`),
    );
    out.push('| table | rows inserted | rows updated | of them HOT |', '|---|---|---|---|');
    for (const h of hot) {
      out.push(
        `| ${h.relname} | ${fmt(Number(h.n_tup_ins))} | ${fmt(Number(h.n_tup_upd))} | ${fmt(Number(h.n_tup_hot_upd))} |`,
      );
    }
    console.log(out.join('\n'));

    if (process.env.SIZES_EXPLAIN !== '0') {
      // For the plans only (after the sizes above): every history order that went out gets a parcel like
      // the life's, so the cross-seller claims meet a parcels table of the orders' size.
      const filled = await db.execute(sql`
        insert into parcels (seller_id, order_id, courier_id, invoice, booking, consignment_id, tracking_code,
          status, raw_status, status_changed_at, cod_amount, active, last_synced_at, next_sync_at, created_at,
          updated_at, id)
        select o.seller_id, o.id, o.courier_id, o.code, 'booked', (100000000 + (random() * 899999999)::int)::text,
          upper(substr(md5(o.id::text), 1, 10)),
          case o.status when 'ready' then 'pending' when 'returned' then 'cancelled' else 'delivered' end,
          case o.status when 'ready' then 'pending' when 'returned' then 'cancelled' else 'delivered' end,
          o.updated_at, o.payable, true, o.updated_at,
          case o.status when 'ready' then now() + interval '30 minutes' end, o.created_at, o.updated_at,
          gen_random_uuid()
        from orders o
        where o.status in ('ready', 'completed', 'returned') and o.courier_id is not null
          and not exists (select 1 from sizes_life l where l.seller_id = o.seller_id and l.id = o.id)`);
      await database.pool!.query('vacuum analyze parcels');
      log(`explain (parcels added for the history's orders: ${(filled as { rowCount?: number }).rowCount})`);
      const shop = shops[0]!;
      console.log(`\n## EXPLAIN (ANALYZE, BUFFERS), seller 1 of ${SHOPS}\n`);
      console.log((await explainAll(database, config, shop, life.get(shop.sellerId)!)).join('\n'));
    }
  } finally {
    await fake.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (KEEP) log(`kept ${url}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
