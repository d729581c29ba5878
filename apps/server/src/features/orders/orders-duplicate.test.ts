import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders } from '../../db/schema/index.ts';
import {
  placeOrder,
  type SellerWithCatalogue,
  sellerWithCatalogue,
  startShop,
} from '../../test/order-fixtures.testkit.ts';
import type { TestServer } from '../../test/test-server.testkit.ts';

let server: TestServer;
let shop: SellerWithCatalogue;
beforeAll(async () => ({ server, shop } = await startShop('Dup Check Shop')));
afterAll(() => server?.close());

const db = () => server.deps.database.db;

describe('the duplicate-order check (GET /api/orders/duplicate-check)', () => {
  it('shows the phone’s open orders, its orders of the last 24 hours not cancelled and how its finished orders ended', async () => {
    const seller = await sellerWithCatalogue(server, 'Dup Shop');
    const phone = seller.customer.phone;
    const place = () => placeOrder(seller);
    const move = async (id: string, ...statuses: string[]) => {
      for (const status of statuses) {
        const res = await seller.client.patch(`/api/orders/${id}/status`, { status });
        expect(res.status).toBe(200);
      }
    };
    const old = await place();
    await move(old.id, 'ready', 'completed');
    await db()
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
      .where(eq(orders.id, old.id));
    const processing = await place();
    const ready = await place();
    await move(ready.id, 'ready');
    const completed = await place();
    await move(completed.id, 'ready', 'completed');
    const returned = await place();
    await move(returned.id, 'ready', 'completed', 'returned');
    const cancelled = await place();
    await move(cancelled.id, 'cancelled');
    const deleted = await place();
    expect((await seller.client.delete(`/api/orders/${deleted.id}`)).status).toBe(200);
    // Someone else's order, and another seller's order for the same phone, do not count.
    await placeOrder(seller, { customerId: seller.outsideCustomer.id });
    const other = await sellerWithCatalogue(server, 'Dup Other');
    await db().update(customers).set({ phone }).where(eq(customers.id, other.customer.id));
    await placeOrder(other);

    const res = await seller.client.get(
      `/api/orders/duplicate-check?phone=${encodeURIComponent(`+88 ${phone}`)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.openOrders.map((o: { id: string }) => o.id)).toEqual([ready.id, processing.id]);
    expect(res.body.openOrders[0]).toMatchObject({ code: ready.code, status: 'ready', phone, bill: 151_000 });
    // The cancelled order of today is no second parcel: it counts only in the history.
    expect(res.body.recentOrders.map((o: { id: string }) => o.id)).toEqual([
      returned.id,
      completed.id,
      ready.id,
      processing.id,
    ]);
    // Delivered 2 (one of them old), returned 1: a return rate of 1 in 3.
    expect(res.body.history).toEqual({
      total: 6,
      delivered: 2,
      returned: 1,
      cancelled: 1,
      returnRate: 1 / 3,
    });
  });

  it('has nothing to warn about for a customer whose orders are only old or cancelled', async () => {
    const seller = await sellerWithCatalogue(server, 'Dup Returning Shop');
    const old = await placeOrder(seller);
    for (const status of ['ready', 'completed'])
      await seller.client.patch(`/api/orders/${old.id}/status`, { status });
    await db()
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000) })
      .where(eq(orders.id, old.id));
    const cancelled = await placeOrder(seller);
    await seller.client.patch(`/api/orders/${cancelled.id}/status`, { status: 'cancelled' });
    const res = await seller.client.get(`/api/orders/duplicate-check?phone=${seller.customer.phone}`);
    expect(res.body).toEqual({
      openOrders: [],
      recentOrders: [],
      history: { total: 2, delivered: 1, returned: 0, cancelled: 1, returnRate: 0 },
    });
  });

  it('finds an order by its delivery phone too, and has no return rate without finished orders', async () => {
    const seller = await sellerWithCatalogue(server, 'Dup Phone Shop');
    const order = await placeOrder(seller, { customerId: seller.outsideCustomer.id });
    await db().update(orders).set({ phone: '01899999999' }).where(eq(orders.id, order.id));
    const res = await seller.client.get('/api/orders/duplicate-check?phone=01899999999');
    expect(res.body.openOrders.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect(res.body.history).toEqual({ total: 1, delivered: 0, returned: 0, cancelled: 0, returnRate: null });
    const none = await seller.client.get('/api/orders/duplicate-check?phone=01555555555');
    expect(none.body).toEqual({
      openOrders: [],
      recentOrders: [],
      history: { total: 0, delivered: 0, returned: 0, cancelled: 0, returnRate: null },
    });
  });

  it('asks for a valid mobile number', async () => {
    for (const phone of ['', '12345', 'abc']) {
      const res = await shop.client.get(`/api/orders/duplicate-check?phone=${phone}`);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields)).toEqual(['phone']);
    }
    const res = await shop.client.get('/api/orders/duplicate-check?phone=0171234');
    expect(res.body.error.fields).toEqual({ phone: 'Enter an 11-digit mobile number such as 01712345678' });
  });
});
