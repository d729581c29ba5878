import type { CreateOrderInput } from '@chalan/core';
import { dhakaDate } from '@chalan/core';
import type { Dashboard } from '@chalan/core/dashboard/replies';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders } from '../../db/schema/index.ts';
import { newModerator, type SignedInUser } from '../../test/fixtures.testkit.ts';
import {
  addOrderCustomer,
  moveOrder,
  placedOrdersDrift,
  placeOrder,
  type SellerWithCatalogue,
  sellerWithCatalogue,
} from '../../test/order-fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';
import { readDashboard } from './dashboard.service.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const db = () => server.deps.database.db;
const utc = (iso: string) => new Date(iso);

async function setCustomerCreated(seller: SignedInUser, id: string, at: string) {
  await db()
    .update(customers)
    .set({ createdAt: utc(at) })
    .where(and(eq(customers.sellerId, seller.sellerId), eq(customers.id, id)));
}

async function setCompletedAt(seller: SignedInUser, id: string, at: string) {
  await db()
    .update(orders)
    .set({ completedAt: utc(at) })
    .where(and(eq(orders.sellerId, seller.sellerId), eq(orders.id, id)));
}

describe('dashboard figures around a Dhaka midnight (hand-computed)', () => {
  // Dhaka midnight between 31 March and 1 April 2024 is 2024-03-31 18:00 UTC, the middle of a UTC day.
  const AFTER_MIDNIGHT = utc('2024-03-31T18:30:00Z'); // Monday 1 April, 00:30 in Dhaka
  const BEFORE_MIDNIGHT = utc('2024-03-31T17:30:00Z'); // Sunday 31 March, 23:30 in Dhaka
  let shop: SellerWithCatalogue;

  beforeAll(async () => {
    shop = await sellerWithCatalogue(server, 'Dashboard Shop');
    const [saree, panjabi, scarf] = shop.products as [
      (typeof shop.products)[0],
      (typeof shop.products)[0],
      (typeof shop.products)[0],
    ];
    const a = shop.customer;
    const b = shop.outsideCustomer;
    const c = await addOrderCustomer(server, shop, { name: 'Chameli' });
    const d = await addOrderCustomer(server, shop, { name: 'Dolon' });
    const e = await addOrderCustomer(server, shop, { name: 'Emon (deleted later)' });
    const f = await addOrderCustomer(server, shop, { name: 'Farhan' });
    const g = await addOrderCustomer(server, shop, { name: 'Gazi' });
    const h = await addOrderCustomer(server, shop, { name: 'Hasan' });
    // A and F join just after the Dhaka midnight, B just before it (the same UTC date).
    await setCustomerCreated(shop, a.id, '2024-03-31T18:05:00Z');
    await setCustomerCreated(shop, f.id, '2024-03-31T18:20:00Z');
    await setCustomerCreated(shop, b.id, '2024-03-31T17:55:00Z');
    await setCustomerCreated(shop, c.id, '2024-03-10T08:00:00Z');
    await setCustomerCreated(shop, g.id, '2024-03-05T08:00:00Z');
    await setCustomerCreated(shop, d.id, '2024-02-01T08:00:00Z');
    await setCustomerCreated(shop, h.id, '2024-01-15T08:00:00Z');
    await setCustomerCreated(shop, e.id, '2024-03-31T19:00:00Z');

    const order = (customerId: string, salesDate: string, lines: CreateOrderInput['lines']) =>
      placeOrder(shop, { customerId, salesDate, lines });
    const one = (productId: string, qty: number, discount = 0) => [{ productId, qty, discount }];

    // Net in poisha: Saree 1,450 taka, Panjabi 2,200, Scarf 350.
    await order(a.id, '2024-04-01', one(saree.id, 2)); // O1 processing, 2,900
    const o2 = await order(b.id, '2024-04-01', one(scarf.id, 3)); // ready, 1,050
    await moveOrder(shop, o2.id, 'ready');
    const o3 = await order(a.id, '2024-03-31', one(panjabi.id, 1)); // completed after the midnight, 2,200
    await moveOrder(shop, o3.id, 'ready');
    await moveOrder(shop, o3.id, 'completed');
    await setCompletedAt(shop, o3.id, '2024-03-31T18:10:00Z');
    const o4 = await order(c.id, '2024-03-31', one(scarf.id, 1)); // completed before the midnight, 350
    await moveOrder(shop, o4.id, 'ready');
    await moveOrder(shop, o4.id, 'completed');
    await setCompletedAt(shop, o4.id, '2024-03-31T17:50:00Z');
    const o5 = await order(b.id, '2024-03-30', one(saree.id, 1, 5_000)); // returned, 1,400
    await moveOrder(shop, o5.id, 'ready');
    await moveOrder(shop, o5.id, 'completed');
    await moveOrder(shop, o5.id, 'returned');
    const o6 = await order(a.id, '2024-03-29', one(scarf.id, 2)); // cancelled: not placed
    await moveOrder(shop, o6.id, 'cancelled');
    const o7 = await order(c.id, '2024-03-15', [
      { productId: saree.id, qty: 1, discount: 0 },
      { productId: scarf.id, qty: 1, discount: 0 },
    ]); // completed, 1,800
    await moveOrder(shop, o7.id, 'ready');
    await moveOrder(shop, o7.id, 'completed');
    await setCompletedAt(shop, o7.id, '2024-03-17T10:00:00Z');
    const o8 = await order(d.id, '2024-02-29', one(panjabi.id, 1)); // completed, 2,200
    await moveOrder(shop, o8.id, 'ready');
    await moveOrder(shop, o8.id, 'completed');
    await setCompletedAt(shop, o8.id, '2024-03-02T10:00:00Z');
    const o9 = await order(a.id, '2024-04-01', one(saree.id, 1)); // deleted: counts for nothing
    expect((await shop.client.delete(`/api/orders/${o9.id}`)).status).toBe(200);
    const o11 = await order(e.id, '2024-03-20', one(scarf.id, 1)); // ready, 350
    await moveOrder(shop, o11.id, 'ready');
    await order(e.id, '2024-03-21', one(scarf.id, 1)); // O12 processing, 350
    expect((await shop.client.delete(`/api/customers/${e.id}`)).status).toBe(200);

    // Another seller's orders on the same days never count.
    const other = await sellerWithCatalogue(server, 'Other Shop');
    const theirs = await placeOrder(other, { salesDate: '2024-03-31' });
    await moveOrder(other, theirs.id, 'ready');
    await moveOrder(other, theirs.id, 'completed');
    await setCompletedAt(other, theirs.id, '2024-03-31T18:10:00Z');
    await placeOrder(other, { salesDate: '2024-04-01' });
  });

  it('stores for every customer the placed orders their orders count', async () => {
    expect(await placedOrdersDrift(server, shop)).toEqual([]);
  });

  it('just after the midnight: today is 1 April, March is last month', async () => {
    const figures: Dashboard = await readDashboard(db(), shop.sellerId, AFTER_MIDNIGHT);
    expect(figures.today).toBe('2024-04-01');
    expect(figures.orderSummary).toEqual({
      // O1 and O12 (O9 is deleted); O2 and O11.
      onProcess: { orders: 2, amount: 325_000 },
      ready: { orders: 2, amount: 140_000 },
      // O3 was completed at 00:10 Dhaka time; O4 at 23:50 the day before, on the same UTC date.
      todaysSend: { orders: 1, amount: 220_000 },
      // O1 (2 sarees) and O2 (3 scarves).
      todaysSale: { quantity: 5, orders: 2 },
    });
    expect(figures.customers).toEqual({
      today: 2, // A and F
      thisMonth: 2,
      total: 7, // E is deleted
      repeated: 3, // A (O1, O3), B (O2 and the returned O5), C (O4, O7); D has one order, E is deleted
      repeatedPercent: '42.86',
    });
    expect(figures.sales).toEqual({
      yesterday: {
        span: { from: '2024-03-31', to: '2024-03-31' },
        sales: 255_000,
        orders: 2,
        quantity: 2,
        customers: 2,
        returns: 0,
      },
      thisWeek: {
        span: { from: '2024-03-30', to: '2024-04-05' },
        sales: 650_000, // O1, O2, O3, O4; the returned O5 is an order and a return, not a sale
        orders: 5,
        quantity: 7,
        customers: 3,
        returns: 1,
      },
      thisMonth: {
        span: { from: '2024-04-01', to: '2024-04-30' },
        sales: 395_000,
        orders: 2,
        quantity: 5,
        customers: 2,
        returns: 0,
      },
      lastMonth: {
        span: { from: '2024-03-01', to: '2024-03-31' },
        // O3, O4, O7, O11, O12 sold; O5 returned; O6 cancelled.
        sales: 505_000,
        orders: 6,
        quantity: 6,
        customers: 4, // A, B, C and the deleted E (its orders still count)
        returns: 1,
      },
    });
    expect(figures.chart).toHaveLength(30);
    expect(figures.chart[0]!.date).toBe('2024-03-03');
    expect(figures.chart.at(-1)!.date).toBe('2024-04-01');
    expect(figures.chart.filter((d) => d.orders > 0 || d.sales > 0)).toEqual([
      { date: '2024-03-15', sales: 180_000, orders: 1 },
      { date: '2024-03-20', sales: 35_000, orders: 1 },
      { date: '2024-03-21', sales: 35_000, orders: 1 },
      { date: '2024-03-30', sales: 0, orders: 1 },
      { date: '2024-03-31', sales: 255_000, orders: 2 },
      { date: '2024-04-01', sales: 395_000, orders: 2 },
    ]);
    expect(figures.chart.find((d) => d.date === '2024-03-29')).toEqual({
      date: '2024-03-29',
      sales: 0,
      orders: 0,
    });
  });

  it('just before the midnight: today is 31 March, February is last month', async () => {
    const figures = await readDashboard(db(), shop.sellerId, BEFORE_MIDNIGHT);
    expect(figures.today).toBe('2024-03-31');
    expect(figures.orderSummary).toEqual({
      onProcess: { orders: 2, amount: 325_000 },
      ready: { orders: 2, amount: 140_000 },
      todaysSend: { orders: 1, amount: 35_000 }, // O4 only
      todaysSale: { quantity: 2, orders: 2 }, // O3 and O4
    });
    expect(figures.customers).toEqual({
      today: 1, // B
      thisMonth: 3, // B, C, G
      total: 7,
      repeated: 3,
      repeatedPercent: '42.86',
    });
    expect(figures.sales.yesterday).toEqual({
      span: { from: '2024-03-30', to: '2024-03-30' },
      sales: 0,
      orders: 1,
      quantity: 0,
      customers: 1,
      returns: 1,
    });
    expect(figures.sales.thisWeek).toMatchObject({ sales: 650_000, orders: 5, quantity: 7, returns: 1 });
    expect(figures.sales.thisMonth).toMatchObject({
      span: { from: '2024-03-01', to: '2024-03-31' },
      sales: 505_000,
      orders: 6,
    });
    expect(figures.sales.lastMonth).toEqual({
      span: { from: '2024-02-01', to: '2024-02-29' },
      sales: 220_000,
      orders: 1,
      quantity: 1,
      customers: 1,
      returns: 0,
    });
    expect(figures.chart.at(-1)).toEqual({ date: '2024-03-31', sales: 255_000, orders: 2 });
    expect(figures.chart[0]!.date).toBe('2024-03-02');
  });
});

describe('each customer’s placed orders, as Repeated reads them', () => {
  it('follows every change to an order: placed, cancelled, returned after cancelling, deleted', async () => {
    const shop = await sellerWithCatalogue(server, 'Recount Shop');
    const placed = async () =>
      (
        await db()
          .select({ n: customers.placedOrders })
          .from(customers)
          .where(and(eq(customers.sellerId, shop.sellerId), eq(customers.id, shop.customer.id)))
      )[0]?.n;
    const first = await placeOrder(shop, {});
    const second = await placeOrder(shop, {});
    expect(await placed()).toBe(2);
    await moveOrder(shop, second.id, 'cancelled');
    expect(await placed()).toBe(1);
    await moveOrder(shop, second.id, 'returned'); // a cancelled order the courier had: placed again
    expect(await placed()).toBe(2);
    expect((await shop.client.delete(`/api/orders/${first.id}`)).status).toBe(200);
    expect(await placed()).toBe(1);
    expect(await placedOrdersDrift(server, shop)).toEqual([]);
  });
});

describe('GET /api/dashboard', () => {
  it('shows a new seller zeros, 0.00% repeated and thirty empty days ending today', async () => {
    const shop = await sellerWithCatalogue(server, 'New Shop');
    await db().delete(customers).where(eq(customers.sellerId, shop.sellerId));
    const res = await shop.client.get('/api/dashboard');
    expect(res.status).toBe(200);
    const figures = res.body as Dashboard;
    const today = dhakaDate(new Date());
    expect(figures.today).toBe(today);
    expect(figures.orderSummary).toEqual({
      onProcess: { orders: 0, amount: 0 },
      ready: { orders: 0, amount: 0 },
      todaysSend: { orders: 0, amount: 0 },
      todaysSale: { quantity: 0, orders: 0 },
    });
    expect(figures.customers).toEqual({
      today: 0,
      thisMonth: 0,
      total: 0,
      repeated: 0,
      repeatedPercent: '0.00',
    });
    expect(figures.sales.thisMonth).toMatchObject({
      sales: 0,
      orders: 0,
      quantity: 0,
      customers: 0,
      returns: 0,
    });
    expect(figures.chart).toHaveLength(30);
    expect(figures.chart.at(-1)).toEqual({ date: today, sales: 0, orders: 0 });
    expect(figures.chart.every((d) => d.sales === 0 && d.orders === 0)).toBe(true);
  });

  it('counts what the seller does today: an order taken, one sent', async () => {
    const shop = await sellerWithCatalogue(server, 'Busy Shop');
    const today = dhakaDate(new Date());
    await placeOrder(shop, {
      salesDate: today,
      lines: [{ productId: shop.products[2]!.id, qty: 4, discount: 0 }],
    });
    const second = await placeOrder(shop, { salesDate: today, customerId: shop.outsideCustomer.id });
    await moveOrder(shop, second.id, 'ready');
    await moveOrder(shop, second.id, 'completed');

    const res = await shop.client.get('/api/dashboard');
    expect(res.status).toBe(200);
    const figures = res.body as Dashboard;
    expect(figures.orderSummary).toEqual({
      onProcess: { orders: 1, amount: 140_000 },
      ready: { orders: 0, amount: 0 },
      todaysSend: { orders: 1, amount: 145_000 },
      todaysSale: { quantity: 5, orders: 2 },
    });
    // The two customers sellerWithCatalogue added just now.
    expect(figures.customers).toEqual({
      today: 2,
      thisMonth: 2,
      total: 2,
      repeated: 0,
      repeatedPercent: '0.00',
    });
    expect(figures.sales.thisMonth).toMatchObject({ sales: 285_000, orders: 2, quantity: 5, customers: 2 });
    expect(figures.chart.at(-1)).toEqual({ date: today, sales: 285_000, orders: 2 });
  });

  it('is the Admin’s: a Moderator is refused, and nobody signed out gets in', async () => {
    const shop = await sellerWithCatalogue(server, 'Staffed Shop');
    const staff = await newModerator(server, shop);
    const refused = await staff.client.get('/api/dashboard');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('FORBIDDEN');
    const anonymous = await server.client().get('/api/dashboard');
    expect(anonymous.status).toBe(401);
  });
});
