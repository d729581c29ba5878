import { type ApiProvider, ORDER_STATUSES } from '@chalan/core';
import { type FakeCourier, startFakeCourier } from '@chalan/fake-courier';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';
import { couriers, customers, orders, products, stockMovements, suppliers } from '../schema/index.ts';
import { DEMO_CREDENTIALS, DEMO_ORDERS, seedDemo } from './demo.ts';
import { DEMO_PARCEL_STAGES, seedDemoParcels } from './demo-parcels.ts';
import { connectDemoWebhooks } from './demo-webhooks.ts';

let fake: FakeCourier;
let server: TestServer;
beforeAll(async () => {
  fake = await startFakeCourier();
  server = await startTestServer({ ...fake.baseUrls, COURIER_TIMEOUT_MS: '2000' });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});
/**
 * The demo's open orders depend on the time of day it is seeded at (the generator is seeded, the clock is
 * not): the same time of day on any date gives the same orders, so the test does not change with the hour.
 */
function sameTimeEveryRun() {
  const day = 24 * 3_600_000;
  const noonUtc = Math.floor(Date.now() / day) * day + day / 2;
  return new Date(noonUtc > Date.now() ? noonUtc - day : noonUtc);
}
const seededAt = sameTimeEveryRun();
const seed = () => seedDemo(server.deps.database.db, server.deps.config.AUTH_SECRET, seededAt);

describe('demo seller', () => {
  it('can sign in with the printed credentials and lands on the overview; seeding twice changes nothing', async () => {
    const db = server.deps.database.db;
    expect(await seed()).toEqual(DEMO_CREDENTIALS);
    await seed();
    const client = await signIn(server, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password);
    const me = await client.get('/api/account/me');
    expect(me.body).toMatchObject({ user: { role: 'Admin', verified: true }, home: '/inventory/overview' });
    const checklist = await client.get('/api/onboarding');
    expect(checklist.body).toEqual({
      hasStore: true,
      hasProducts: true,
      hasCourier: true,
      hasOrder: true,
      complete: true,
    });

    const sellerId = me.body.seller.id;
    const supplierRows = await db.select().from(suppliers).where(eq(suppliers.sellerId, sellerId));
    const productRows = await db.select().from(products).where(eq(products.sellerId, sellerId));
    expect(supplierRows).toHaveLength(3);
    expect(productRows).toHaveLength(30);
    expect(productRows.every((p) => p.availableQty > 0 && p.salePrice > p.liftPrice)).toBe(true);
    const movements = await db.select().from(stockMovements).where(eq(stockMovements.sellerId, sellerId));
    // Received stock minus what the orders still have out is what is available.
    const received = movements.filter((m) => m.kind === 'initial' || m.kind === 'stock_in');
    expect(received.map((m) => m.qtyChange).reduce((a, b) => a + b)).toBe(
      productRows.map((p) => p.qty).reduce((a, b) => a + b),
    );
    expect(movements.map((m) => m.qtyChange).reduce((a, b) => a + b)).toBe(
      productRows.map((p) => p.availableQty).reduce((a, b) => a + b),
    );
  });

  it('has a courier and three months of customers and orders in every status, shown by the order lists', async () => {
    const db = server.deps.database.db;
    const client = await signIn(server, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password);
    const sellerId = (await client.get('/api/account/me')).body.seller.id;
    const courierRows = await db.select().from(couriers).where(eq(couriers.sellerId, sellerId));
    expect(
      courierRows
        .map((c) => ({ name: c.name, provider: c.provider, status: c.status }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      { name: 'Pathao', provider: 'pathao', status: true },
      { name: 'RedX', provider: 'redx', status: true },
      { name: 'Steadfast', provider: 'steadfast', status: true },
    ]);
    expect(await db.select().from(customers).where(eq(customers.sellerId, sellerId))).toHaveLength(
      DEMO_ORDERS.customers,
    );
    const orderRows = await db.select().from(orders).where(eq(orders.sellerId, sellerId));
    expect(orderRows).toHaveLength(DEMO_ORDERS.orders);
    expect(new Set(orderRows.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    const all = await client.get('/api/orders?status=all');
    expect(all.body.total).toBe(DEMO_ORDERS.orders);
    const processing = await client.get('/api/orders?status=processing');
    expect(processing.body.total).toBe(orderRows.filter((o) => o.status === 'processing').length);
    expect(processing.body.total).toBeGreaterThan(0);
  });

  it('starts with parcels at every stage at each courier, some on hold and returned, and payouts to match', async () => {
    await seed();
    const db = server.deps.database.db;
    const client = await signIn(server, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password);
    const config = { ...server.deps.config, APP_URL: new URL(server.url).origin };
    await connectDemoWebhooks(db, config, fake.url, server.deps.logger);
    await seedDemoParcels(server.deps, db, fake.url);
    await fake.webhooksSettled();

    const listed = (await client.get('/api/couriers')).body.items as { id: string; provider: ApiProvider }[];
    for (const courier of listed) {
      const page = await client.get(`/api/couriers/${courier.id}/parcels?limit=50`);
      const raw = new Set(
        page.body.items.map((i: { parcel: { rawStatus: string | null } }) =>
          (i.parcel.rawStatus ?? '').toLowerCase(),
        ),
      );
      const statuses = new Set(page.body.items.map((i: { parcel: { status: string } }) => i.parcel.status));
      // One parcel per order sent (as many stages as the hour's open orders allow), each at its stage.
      const booked = fake.parcels(courier.provider).length;
      expect(page.body.total, courier.provider).toBe(booked);
      expect(booked, courier.provider).toBeGreaterThanOrEqual(3);
      expect(booked, courier.provider).toBeLessThanOrEqual(DEMO_PARCEL_STAGES[courier.provider].length);
      expect([...statuses], courier.provider).toEqual(
        expect.arrayContaining(['hold', 'delivered', 'cancelled']),
      );
      expect(raw.size, courier.provider).toBeGreaterThanOrEqual(3);
    }
    const payouts = (await client.get('/api/transactions/payouts?limit=50')).body.items as {
      courier: { name: string };
    }[];
    expect(new Set(payouts.map((p) => p.courier.name))).toEqual(new Set(['Pathao', 'Steadfast']));

    // Seeded once: a second start books nothing more.
    const before = fake.parcels().length;
    await seedDemoParcels(server.deps, db, fake.url);
    expect(fake.parcels()).toHaveLength(before);
  });

  it('books its orders with the fake courier, whose status changes come back by webhook', async () => {
    await seed();
    const db = server.deps.database.db;
    const client = await signIn(server, DEMO_CREDENTIALS.email, DEMO_CREDENTIALS.password);
    const base = new URL(server.url);
    const config = { ...server.deps.config, APP_URL: base.origin };
    await connectDemoWebhooks(db, config, fake.url, server.deps.logger);
    // Each courier keeps two open orders for the seller to send.
    const [steadfast] = await db.select().from(couriers).where(eq(couriers.name, 'Steadfast'));
    const unsent = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.courierId, steadfast!.id),
          inArray(orders.status, ['processing', 'ready']),
          eq(orders.courierStatus, 'none'),
        ),
      );
    expect(unsent.length, 'open Steadfast orders left to send').toBeGreaterThanOrEqual(2);
    const order = unsent[0]!;
    const sent = await client.post(`/api/orders/${order.id}/send`);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    fake.setParcelStatus({ courier: 'steadfast', invoice: sent.body.code }, 'delivered');
    await fake.webhooksSettled();
    const page = await client.get(`/api/couriers/${steadfast!.id}/parcels`);
    const row = page.body.items.find((i: { order: { id: string } }) => i.order.id === order.id);
    expect(row.parcel).toMatchObject({ status: 'delivered', rawStatus: 'delivered' });
  });
});
