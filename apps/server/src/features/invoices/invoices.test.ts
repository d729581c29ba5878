import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdmin } from '../../test/fixtures.testkit.ts';
import { placeOrder, sellerWithCatalogue } from '../../test/order-fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('invoices', () => {
  it('gives each chosen order with its store as sender, and the seller for the logo', async () => {
    const seller = await sellerWithCatalogue(server);
    const first = await placeOrder(seller, {
      lines: [{ productId: seller.products[0]!.id, qty: 2, discount: 5_000 }],
      discountOnAll: { type: 'fixed', value: 10_000 },
    });
    const second = await placeOrder(seller, { customerId: seller.outsideCustomer.id });

    const res = await seller.client.get(`/api/invoices?ids=${first.id},${second.id}`);
    expect(res.status).toBe(200);
    expect(res.body.seller).toMatchObject({ logoUrl: null });
    expect(res.body.invoices.map((i: { order: { code: string } }) => i.order.code)).toEqual([
      first.code,
      second.code,
    ]);
    const [invoice] = res.body.invoices;
    expect(invoice.sender.name).toBe(seller.store.name);
    // 2 × 1,450 − 50 line discount − 100 on all + 60 in Dhaka
    expect(invoice.order).toMatchObject({ net: 275_000, deliveryCharge: 6_000, bill: 281_000 });
    expect(invoice.order.lines).toEqual([expect.objectContaining({ qty: 2, discount: 5_000 })]);
  });

  it('refuses an empty choice and another seller’s orders', async () => {
    const seller = await sellerWithCatalogue(server);
    const order = await placeOrder(seller);
    const other = await newAdmin(server);
    expect((await seller.client.get('/api/invoices?ids=')).status).toBe(400);
    expect((await other.client.get(`/api/invoices?ids=${order.id}`)).status).toBe(404);
  });
});
