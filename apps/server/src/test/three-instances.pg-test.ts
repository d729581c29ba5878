import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOrderBodySchema } from '@chalan/core';
import { type FakeCourier, startFakeCourier } from '@chalan/fake-courier';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Actor } from '../app-env.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { migrationLevel } from '../db/migrate.ts';
import { dispatchBatches, orders, parcels, products } from '../db/schema/index.ts';
import { STALE_SENDING_MS } from '../features/dispatch/booking.ts';
import { createOrder } from '../features/orders/orders-write.service.ts';
import { createProduct } from '../features/products/products.service.ts';
import { type ApiCourier, addApiCourier, fakeParcels } from './courier-fixtures.testkit.ts';
import { newModerator } from './fixtures.testkit.ts';
import { HttpClient } from './http-client.testkit.ts';
import { createPostgresDatabase, type Instances, startInstances } from './instances.testkit.ts';
import { orderBody, type SellerWithCatalogue, sellerWithCatalogue } from './order-fixtures.testkit.ts';
import type { TestServer } from './test-server.testkit.ts';

/**
 * Issue 19, item 3: three instances of the app on one PostgreSQL database, driven round-robin as a load
 * balancer without sticky sessions would. Runs with `npm run test:instances` (PostgreSQL at DATABASE_URL, or
 * 127.0.0.1:5432), not in `npm test`, which must pass without PostgreSQL.
 */

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LEASE_MS = 2_000;

let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let fake: FakeCourier;
let app: Instances;
let local: Database;
let dataDir: string;
let shop: SellerWithCatalogue;
const killed = new Set<number>();

beforeAll(async () => {
  database = await createPostgresDatabase(ADMIN_URL);
  fake = await startFakeCourier();
  const secret = randomBytes(32).toString('hex');
  // All three at once on the empty database: each would migrate it, the advisory lock lets one.
  app = await startInstances({
    databaseUrl: database.url,
    count: 3,
    settings: {
      ...fake.baseUrls,
      AUTH_SECRET: secret,
      COURIER_PACE_MS: '0',
      COURIER_TIMEOUT_MS: '1000',
      DISPATCH_LEASE_MS: String(LEASE_MS),
      COURIER_SYNC_INTERVAL_MS: '1000',
      LOG_LEVEL: 'info',
    },
  });
  // This process seeds and checks through the same database, as the fixtures do beside a test server.
  local = await openDatabase({ databaseUrl: database.url });
  dataDir = mkdtempSync(join(tmpdir(), 'chalan-three-'));
  const config = loadConfig({ DATABASE_URL: database.url, AUTH_SECRET: secret, DATA_DIR: dataDir });
  const first = app.instances[0]!.url;
  const server = { url: first, deps: { config, database: local }, client: () => new HttpClient(first) };
  shop = await sellerWithCatalogue(server as unknown as TestServer, 'Three Instances Shop');
}, 240_000);

afterAll(async () => {
  await app?.stop();
  await local?.close();
  await fake?.close();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const alive = () => app.instances.filter((_, i) => !killed.has(i));

/** The same signed-in browser, its requests spread over the instances still running, in turn. */
function roundRobin(client: HttpClient) {
  let turn = 0;
  const clients = () =>
    alive().map((instance) => {
      const c = new HttpClient(instance.url);
      const [name, value] = client.sessionCookie()!;
      c.setCookie(name, value);
      return c;
    });
  return () => {
    const all = clients();
    return all[turn++ % all.length]!;
  };
}

/** Runs `task` for 0..count-1 with at most `width` at a time. */
async function inParallel<T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const actor = (): Actor => ({
  userId: shop.userId,
  sellerId: shop.sellerId,
  role: 'Admin',
  master: false,
  name: 'Three Instances Shop',
  email: shop.email,
});

describe('three instances on one PostgreSQL database', () => {
  it('started at once on an empty database, applied each migration once', async () => {
    expect(await migrationLevel(local)).toMatchObject({ pending: 0 });
    const logs = app.instances.map((i) => i.process.output());
    expect(logs.every((log) => log.includes('Chalan is running'))).toBe(true);
  });

  it('takes 50 orders at once for 10 units through all three: exactly 10', async () => {
    const panjabi = shop.products[1]!;
    expect(panjabi.availableQty).toBe(10);
    const next = roundRobin(shop.client);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () =>
        next()
          .post('/api/orders', orderBody(shop, { lines: [{ productId: panjabi.id, qty: 1, discount: 0 }] }))
          .then((res) => res.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s !== 201 && (s < 400 || s >= 500))).toEqual([]);
    const [row] = await local.db
      .select({ availableQty: products.availableQty })
      .from(products)
      .where(and(eq(products.sellerId, shop.sellerId), eq(products.id, panjabi.id)));
    expect(row!.availableQty).toBe(0);
  });

  it('refuses a user disabled on one instance on the others at their next request', async () => {
    const staff = await newModerator(shop.server, shop, 'Night Staff');
    const on = (index: number) => {
      const c = new HttpClient(app.instances[index]!.url);
      const [name, value] = staff.client.sessionCookie()!;
      c.setCookie(name, value);
      return c.get('/api/account/me').then((res) => res.status);
    };
    expect([await on(1), await on(2)]).toEqual([200, 200]);
    const admin = new HttpClient(app.instances[0]!.url);
    admin.setCookie(...shop.client.sessionCookie()!);
    expect((await admin.patch(`/api/users/${staff.userId}/status`, { status: false })).status).toBe(200);
    expect([await on(1), await on(2)]).toEqual([401, 401]);
  });

  describe('a bulk send of 1,000 orders while the courier fails now and then and one instance dies', () => {
    let steadfast: ApiCourier;
    let ids: string[];

    it('books every order exactly once, the batch finished by the other two', async () => {
      steadfast = await addApiCourier(shop, fake, 'steadfast');
      const stock = await createProduct(local.db, actor(), {
        storeId: shop.store.id,
        supplierId: null,
        name: 'Lungi',
        salePrice: 45_000,
        liftPrice: 30_000,
        qty: 1_000,
      } as Parameters<typeof createProduct>[2]);
      // Seeded through the service (the orders themselves are not what this proves).
      const writer = { sellerId: shop.sellerId, userId: shop.userId };
      ids = await inParallel(1_000, 4, async () => {
        const input = orderBody(shop, {
          courierId: steadfast.id,
          lines: [{ productId: stock, qty: 1, discount: 0 }],
        });
        return (await createOrder(local.db, writer, createOrderBodySchema.parse(input))).id;
      });

      const next = roundRobin(shop.client);
      const calls = vi.spyOn(fake.state, 'takeFault');
      const courierCalls = (part: string) =>
        calls.mock.calls.filter(([courier, path]) => courier === 'steadfast' && path?.includes(part)).length;
      // Steadfast takes them in bulk calls of 500: the first does not answer (nothing booked), the next
      // books and loses its answer.
      fake.injectFault('steadfast', { kind: 'timeout', path: '/create_order' });
      fake.injectFault('steadfast', { kind: 'drop', path: '/create_order' });
      const started = await next().post('/api/dispatch-batches', {
        filters: { status: 'processing', courierId: steadfast.id },
      });
      expect(started.status, JSON.stringify(started.body)).toBe(202);
      const batchId = started.body.batch.id as string;
      expect(started.body.batch.total).toBe(1_000);
      const progress = async () => (await next().get(`/api/dispatch-batches/${batchId}`)).body;

      // The instance holding the batch dies with Steadfast's second call on its way.
      await until('the second call to Steadfast', async () => courierCalls('/create_order') >= 2, 60_000);
      const [held] = await local.db
        .select({ owner: dispatchBatches.leaseOwner })
        .from(dispatchBatches)
        .where(and(eq(dispatchBatches.sellerId, shop.sellerId), eq(dispatchBatches.id, batchId)));
      const holder = app.instances.findIndex((i) => i.id === held!.owner);
      expect(holder).toBeGreaterThanOrEqual(0);
      await app.kill(holder);
      killed.add(holder);
      expect((await progress()).finished).toBe(false);

      // The other two take it over once its lease runs out, and finish it.
      await until('the batch finished', async () => (await progress()).finished, 120_000);
      const done = await progress();
      expect(done.total).toBe(1_000);
      const invoices = () => fakeParcels(fake, steadfast).map((p) => p.invoice);
      expect(new Set(invoices()).size).toBe(invoices().length);

      // Orders whose booking nobody can vouch for (lost answers, the dead instance's call) are looked up by
      // their invoice once they are old enough that no send can still be waiting (as if minutes passed).
      const unsure = and(
        eq(parcels.sellerId, shop.sellerId),
        eq(parcels.courierId, steadfast.id),
        inArray(parcels.booking, ['sending', 'unconfirmed']),
      );
      await local.db
        .update(parcels)
        .set({ updatedAt: new Date(Date.now() - STALE_SENDING_MS - 1_000) })
        .where(unsure);
      await until(
        'the unsure bookings looked up',
        async () => (await local.db.select({ id: parcels.id }).from(parcels).where(unsure)).length === 0,
        120_000,
      );
      expect(new Set(invoices()).size).toBe(invoices().length);

      // What Steadfast never got is sent again, as a seller would: then each order is booked exactly once.
      const again = await next().post('/api/dispatch-batches', {
        filters: { status: 'processing', courierId: steadfast.id },
      });
      if (again.status === 202) {
        await until(
          'the second batch finished',
          async () => (await next().get(`/api/dispatch-batches/${again.body.batch.id}`)).body.finished,
          120_000,
        );
      }
      expect(invoices()).toHaveLength(1_000);
      expect(new Set(invoices()).size).toBe(1_000);
      const sent = await local.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(eq(orders.sellerId, shop.sellerId), inArray(orders.id, ids), eq(orders.courierStatus, 'sent')),
        );
      expect(sent[0]!.n).toBe(1_000);
      calls.mockRestore();
    }, 420_000);

    it('has the status sync ask about each due parcel once per round, the rounds shared out', async () => {
      const calls = vi.spyOn(fake.state, 'takeFault');
      const madeDue = new Date();
      try {
        await local.db
          .update(parcels)
          .set({ nextSyncAt: new Date(Date.now() - 60_000) })
          .where(
            and(
              eq(parcels.sellerId, shop.sellerId),
              eq(parcels.courierId, steadfast.id),
              eq(parcels.booking, 'booked'),
            ),
          );
        await until(
          'every due parcel checked',
          async () => {
            const [row] = await local.db
              .select({ n: sql<number>`count(*)::int` })
              .from(parcels)
              .where(
                and(
                  eq(parcels.sellerId, shop.sellerId),
                  eq(parcels.courierId, steadfast.id),
                  eq(parcels.booking, 'booked'),
                  sql`(${parcels.lastSyncedAt} is null or ${parcels.lastSyncedAt} < ${madeDue})`,
                ),
              );
            return row!.n === 0;
          },
          120_000,
        );
        // Rounds keep coming every second: none asks again.
        await new Promise((r) => setTimeout(r, 3_000));
        const asked = calls.mock.calls
          // By consignment id, or by invoice for a parcel found after its booking's answer was lost.
          .filter(
            ([courier, path]) => courier === 'steadfast' && /\/status_by_(cid|invoice)\//.test(path ?? ''),
          )
          .map(([, path]) => path);
        expect(asked).toHaveLength(1_000);
        expect(new Set(asked).size).toBe(1_000);
        const synced = alive().filter((i) => i.process.output().includes('courier statuses synced'));
        expect(synced.length).toBe(2);
      } finally {
        calls.mockRestore();
      }
    }, 180_000);
  });
});
