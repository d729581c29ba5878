import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcels } from '../../db/schema/index.ts';
import { newAdmin } from '../../test/fixtures.testkit.ts';
import {
  placeOrder,
  type SellerWithCatalogue,
  sellerWithCatalogue,
} from '../../test/order-fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** A parcel row of the seller's courier for the order, written as a booking leaves it. */
async function storeParcel(
  seller: SellerWithCatalogue,
  order: { id: string; code: string },
  parcel: { consignmentId: string | null; trackingCode: string | null; active: boolean; invoice?: string },
) {
  await server.deps.database.db.insert(parcels).values({
    sellerId: seller.sellerId,
    orderId: order.id,
    courierId: seller.courier.id,
    invoice: parcel.invoice ?? order.code,
    booking: parcel.consignmentId ? 'booked' : 'unconfirmed',
    consignmentId: parcel.consignmentId,
    trackingCode: parcel.trackingCode,
    active: parcel.active,
  });
}

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

  it('gives each order’s parcel on the road for its label: courier, consignment id and tracking code', async () => {
    const seller = await sellerWithCatalogue(server);
    const [booked, unconfirmed, returned, never] = [
      await placeOrder(seller),
      await placeOrder(seller),
      await placeOrder(seller),
      await placeOrder(seller),
    ];
    await storeParcel(seller, booked, { consignmentId: 'SF-1001', trackingCode: 'TRK1001', active: true });
    // An answer that never came: the courier's name, and no id to print a barcode of.
    await storeParcel(seller, unconfirmed, { consignmentId: null, trackingCode: null, active: false });
    await storeParcel(seller, unconfirmed, {
      consignmentId: null,
      trackingCode: null,
      active: true,
      invoice: `${unconfirmed.code}-2`,
    });
    // A parcel whose courier info was cleared is history, not the label's.
    await storeParcel(seller, returned, { consignmentId: 'SF-0999', trackingCode: 'TRK0999', active: false });

    const ids = [booked, unconfirmed, returned, never].map((o) => o.id).join(',');
    const res = await seller.client.get(`/api/invoices?ids=${ids}`);
    expect(res.status).toBe(200);
    expect(res.body.invoices.map((i: { parcel: unknown }) => i.parcel)).toEqual([
      { courier: seller.courier.name, consignmentId: 'SF-1001', trackingCode: 'TRK1001' },
      { courier: seller.courier.name, consignmentId: null, trackingCode: null },
      null,
      null,
    ]);
    // The tracking page's link for every order a courier booked, the returned one's too; none for the others.
    expect(res.body.invoices.map((i: { trackingUrl: string | null }) => i.trackingUrl)).toEqual([
      expect.stringMatching(/^http:\/\/[^/]+\/t\/[\w-]{35}$/),
      null,
      expect.stringMatching(/\/t\/[\w-]{35}$/),
      null,
    ]);
  });

  it('refuses an empty choice and another seller’s orders', async () => {
    const seller = await sellerWithCatalogue(server);
    const order = await placeOrder(seller);
    const other = await newAdmin(server);
    expect((await seller.client.get('/api/invoices?ids=')).status).toBe(400);
    expect((await other.client.get(`/api/invoices?ids=${order.id}`)).status).toBe(404);
  });
});
