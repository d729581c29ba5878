import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import {
  addCourier,
  moveOrder,
  placeOrder,
  type SellerWithCatalogue,
  startShop,
} from '../../test/order-fixtures.testkit.ts';
import type { TestServer } from '../../test/test-server.testkit.ts';

let server: TestServer;
let shop: SellerWithCatalogue;
beforeAll(async () => ({ server, shop } = await startShop('Counts Shop')));
afterAll(() => server?.close());

describe('orders per courier (GET /api/orders/courier-counts)', () => {
  it('counts the orders a list shows by courier, most first, with those that have none', async () => {
    const steadfast = shop.courier;
    const pathao = await addCourier(shop, { name: 'Pathao Express' });
    for (const courierId of [steadfast.id, steadfast.id, steadfast.id, pathao.id, pathao.id])
      await placeOrder(shop, { courierId });
    const loose = await placeOrder(shop, { courierId: pathao.id });
    await server.deps.database.db.update(orders).set({ courierId: null }).where(eq(orders.id, loose.id));
    // Not in the processing list: a ready order and an outside-Dhaka one filtered away below.
    await moveOrder(shop, (await placeOrder(shop, { courierId: pathao.id })).id, 'ready');
    await placeOrder(shop, { courierId: steadfast.id, customerId: shop.outsideCustomer.id });

    const res = await shop.client.get('/api/orders/courier-counts?status=processing&district=Dhaka');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total: 6,
      couriers: [
        { courierId: steadfast.id, name: steadfast.name, count: 3 },
        { courierId: pathao.id, name: 'Pathao Express', count: 2 },
        { courierId: null, name: null, count: 1 },
      ],
    });
    const none = await shop.client.get('/api/orders/courier-counts?status=processing&search=nobody-at-all');
    expect(none.body).toEqual({ total: 0, couriers: [] });
  });

  it('refuses filters a list would refuse', async () => {
    const res = await shop.client.get('/api/orders/courier-counts?from=2024-03-06&to=2024-03-05');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(['to']);
  });
});
