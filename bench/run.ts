import { dhakaDate, type OrderListQuery, orderListQuerySchema } from '@chalan/core';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DatabaseKind } from '../apps/server/src/db/client.ts';
import { couriers, customers, orders, products, stores } from '../apps/server/src/db/schema/index.ts';
import { HttpClient } from '../apps/server/src/test/http-client.testkit.ts';
import { type BenchRequest, capturedListSql, type Timing, time, timeOverHttp } from './measure.ts';
import { type BenchResult, writeReport } from './report.ts';
import { BENCH_PASSWORD, benchSeller, withBenchServer } from './setup.ts';

/**
 * `npm run bench`: one seller with 100,000 orders over a year (and three smaller sellers beside it) on
 * PGlite in a temp folder, and on PostgreSQL when DATABASE_URL is set (in a fresh database created and
 * dropped here); each endpoint timed through the real API over HTTP, the list SQL also run bare.
 * Results go to docs/performance.md. BENCH_ORDERS and BENCH_RUNS make a quicker run.
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const OTHER_SELLERS = 3;

const log = (message: string) => console.log(`[bench] ${message}`);

async function benchOn(kind: DatabaseKind): Promise<BenchResult> {
  return withBenchServer(kind, 'lists', async (server) => {
    const { database } = server.deps;
    const db = database.db;
    log(`${kind}: generating ${ORDERS} orders for the main seller`);
    const main = await benchSeller(db, 0, { customers: Math.ceil(ORDERS / 5), orders: ORDERS, days: 365 });
    log(`${kind}: ${ORDERS} orders in ${Math.round(main.generateMs / 1000)} s`);
    for (let i = 1; i <= OTHER_SELLERS; i++) {
      await benchSeller(db, i, { customers: 400, orders: Math.ceil(ORDERS / 50), days: 365 });
    }
    // After a bulk load, as PostgreSQL's autovacuum (or our maintenance on PGlite) would soon do.
    await db.execute(sql`vacuum analyze`);

    const client = new HttpClient(server.url);
    const login = await client.post('/api/account/login', { email: main.email, password: BENCH_PASSWORD });
    if (login.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(login.body)}`);
    const ok = async (path: string, status = 200, body?: unknown) => {
      const send = () => (body === undefined ? client.get(path) : client.post(path, body));
      // A kept-alive socket the server closed while the bare SQL ran fails once; a new one then serves.
      const res = await send().catch(send);
      if (res.status !== status) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    };
    const { sellerId } = main;
    const sample = [
      ...(await db
        .select()
        .from(orders)
        .where(eq(orders.sellerId, sellerId))
        .orderBy(desc(orders.createdAt))
        .limit(50)),
      ...(await db
        .select()
        .from(orders)
        .where(eq(orders.sellerId, sellerId))
        .orderBy(asc(orders.createdAt))
        .limit(50)),
    ];
    const someCustomers = await db
      .select()
      .from(customers)
      .where(eq(customers.sellerId, sellerId))
      .limit(100);
    const [product] = await db
      .select()
      .from(products)
      .where(eq(products.sellerId, sellerId))
      .orderBy(desc(products.availableQty))
      .limit(1);
    const [store] = await db.select().from(stores).where(eq(stores.sellerId, sellerId));
    const [courier] = await db
      .select()
      .from(couriers)
      .where(and(eq(couriers.sellerId, sellerId), eq(couriers.status, true)));

    const processingPages = (await ok('/api/orders?status=processing&limit=25')).totalPages as number;
    const allPages = (await ok('/api/orders?status=all&limit=25')).totalPages as number;
    const deepAll = Math.max(1, Math.floor(allPages / 2));
    const lists: [string, string][] = [
      ['Order list: processing, page 1', 'status=processing&page=1&limit=25'],
      [
        `Order list: processing, last page (${processingPages})`,
        `status=processing&page=${processingPages}&limit=25`,
      ],
      ['Order list: all, page 1', 'status=all&page=1&limit=25'],
      [`Order list: all, deep page (${deepAll} of ${allPages})`, `status=all&page=${deepAll}&limit=25`],
    ];
    const http = { url: server.url, cookie: client.cookieHeader() };
    const get = (path: string): BenchRequest => ({ method: 'GET', path, status: 200 });
    const api: Timing[] = [];
    const bare: Timing[] = [];
    for (const [name, query] of lists) {
      log(`${kind}: ${name}`);
      api.push(await timeOverHttp(name, RUNS, http, () => get(`/api/orders?${query}`)));
      const parsed: OrderListQuery = orderListQuerySchema.parse(
        Object.fromEntries(new URLSearchParams(query)),
      );
      bare.push(await time(name, RUNS, await capturedListSql(database, sellerId, parsed)));
    }
    const at = <T>(items: T[], i: number) => items[i % items.length]!;
    api.push(
      await timeOverHttp('Search orders by phone', RUNS, http, (i) =>
        get(`/api/orders?status=all&search=${at(sample, i).phone}`),
      ),
    );
    api.push(
      await timeOverHttp('Search orders by order id', RUNS, http, (i) =>
        get(`/api/orders?status=all&search=${at(sample, i).code}`),
      ),
    );
    api.push(
      await timeOverHttp('Customer search by phone digits', RUNS, http, (i) =>
        get(`/api/customers/search?q=${at(someCustomers, i).phone.slice(0, 7)}`),
      ),
    );
    api.push(
      await timeOverHttp('Customer search by name', RUNS, http, (i) =>
        get(`/api/customers/search?q=${encodeURIComponent(at(someCustomers, i).name.split(' ')[0]!)}`),
      ),
    );
    api.push(
      await timeOverHttp('Create order', RUNS, http, (i) => ({
        method: 'POST',
        path: '/api/orders',
        status: 201,
        body: {
          customerId: at(someCustomers, i).id,
          storeId: store!.id,
          salesDate: dhakaDate(new Date()),
          refNo: `BENCH-${i}`,
          courierId: courier!.id,
          paymentType: 'COD',
          lines: [{ productId: product!.id, qty: 1, discount: 0 }],
        },
      })),
    );
    return {
      kind,
      orders: ORDERS,
      otherSellers: OTHER_SELLERS,
      otherOrders: Math.ceil(ORDERS / 50),
      generateMs: main.generateMs,
      api,
      bare,
    };
  });
}

const results = [await benchOn('pglite')];
if (process.env.DATABASE_URL) results.push(await benchOn('postgresql'));
writeReport(results, RUNS);
log('results written to docs/performance.md');
if (process.env.BENCH_DASHBOARD === '1') await import('./dashboard.ts');
