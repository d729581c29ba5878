import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couriers } from '../../db/schema/index.ts';
import { newModerator } from '../../test/fixtures.testkit.ts';
import { addCourier, placeOrder, sellerWithCatalogue } from '../../test/order-fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('Start Order’s default courier (GET /api/orders/start-defaults)', () => {
  it('is the courier of the seller’s last saved order, whoever saved it, while that courier is active', async () => {
    const seller = await sellerWithCatalogue(server, 'Defaults Shop');
    const staff = await newModerator(server, seller);
    const defaults = async () => {
      const res = await staff.client.get('/api/orders/start-defaults');
      expect(res.status).toBe(200);
      return res.body.courierId;
    };
    // A new seller has saved nothing yet: no courier is chosen for them.
    expect(await defaults()).toBeNull();

    const pathao = await addCourier(seller, { name: 'Pathao' });
    await placeOrder(seller, { courierId: pathao.id });
    expect(await defaults()).toBe(pathao.id);
    await placeOrder(seller, {}, staff);
    expect(await defaults()).toBe(seller.courier.id);

    // Another seller's orders are theirs alone.
    const other = await sellerWithCatalogue(server, 'Defaults Other');
    await placeOrder(other);
    expect(await defaults()).toBe(seller.courier.id);
    expect((await other.client.get('/api/orders/start-defaults')).body.courierId).toBe(other.courier.id);

    // A courier switched off is not offered; switched on again, it is.
    const db = server.deps.database.db;
    await db.update(couriers).set({ status: false }).where(eq(couriers.id, seller.courier.id));
    expect(await defaults()).toBeNull();
    await db.update(couriers).set({ status: true }).where(eq(couriers.id, seller.courier.id));
    expect(await defaults()).toBe(seller.courier.id);
  });

  it('is not changed by an order that could not be saved', async () => {
    const seller = await sellerWithCatalogue(server, 'Defaults Refused');
    await placeOrder(seller);
    const other = await addCourier(seller, { name: 'RedX' });
    const res = await seller.client.post('/api/orders', {
      customerId: seller.customer.id,
      storeId: seller.store.id,
      salesDate: '2024-03-05',
      refNo: 'REF-2',
      courierId: other.id,
      lines: [{ productId: seller.products[0]!.id, qty: 10_000 }],
    });
    expect(res.status).toBe(400);
    expect((await seller.client.get('/api/orders/start-defaults')).body.courierId).toBe(seller.courier.id);
  });
});
