import type { OrderDetail } from '@chalan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  moveOrder,
  placeOrder,
  type SellerWithCatalogue,
  sellerWithCatalogue,
} from '../../test/order-fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';
import { addCustomer, type CustomerJson } from './customer-fixtures.testkit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const names = (items: CustomerJson[]) => items.map((c) => c.name);
const sum = (orders: OrderDetail[]) => orders.reduce((total, o) => total + o.net, 0);

async function deleteOrder(seller: SellerWithCatalogue, id: string) {
  const res = await seller.client.delete(`/api/orders/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('a customer’s figures', () => {
  let seller: SellerWithCatalogue;
  let processing: OrderDetail;
  let ready: OrderDetail;
  let completed: OrderDetail;
  let returned: OrderDetail;
  let cancelled: OrderDetail;
  beforeAll(async () => {
    seller = await sellerWithCatalogue(server, 'Figures Shop');
  });
  const profile = async () => (await seller.client.get(`/api/customers/${seller.customer.id}`)).body;

  it('are empty before the first order', async () => {
    const res = await seller.client.get(`/api/customers/${seller.customer.id}`);
    expect(res.status).toBe(200);
    expect(res.body.customer).toMatchObject({ id: seller.customer.id, lastPurchase: null });
    expect(res.body.figures).toEqual({
      totalPurchase: 0,
      lastPurchaseAt: null,
      counts: { all: 0, processing: 0, ready: 0, completed: 0, returned: 0, cancelled: 0 },
      delivered: 0,
      returned: 0,
      returnRate: null,
    });
  });

  it('come from the orders: cancelled and returned ones are no purchase, deleted ones count for nothing', async () => {
    const [saree, panjabi, scarf] = seller.products;
    processing = await placeOrder(seller);
    ready = await placeOrder(seller, { lines: [{ productId: panjabi!.id, qty: 1, discount: 0 }] });
    await moveOrder(seller, ready.id, 'ready');
    completed = await placeOrder(seller, {
      lines: [{ productId: scarf!.id, qty: 2, discount: 5_000 }],
      discountOnAll: { type: 'percentage', value: 1_000 },
    });
    await moveOrder(seller, completed.id, 'ready');
    await moveOrder(seller, completed.id, 'completed');
    returned = await placeOrder(seller, { lines: [{ productId: saree!.id, qty: 2, discount: 0 }] });
    await moveOrder(seller, returned.id, 'ready');
    await moveOrder(seller, returned.id, 'completed');
    await moveOrder(seller, returned.id, 'returned');
    cancelled = await placeOrder(seller, { lines: [{ productId: scarf!.id, qty: 1, discount: 0 }] });
    await moveOrder(seller, cancelled.id, 'cancelled');
    const deleted = await placeOrder(seller);
    await deleteOrder(seller, deleted.id);

    const { customer, figures } = await profile();
    const purchases = sum([processing, ready, completed]);
    expect(figures).toEqual({
      totalPurchase: purchases,
      lastPurchaseAt: cancelled.createdAt,
      counts: { all: 5, processing: 1, ready: 1, completed: 1, returned: 1, cancelled: 1 },
      delivered: 1,
      returned: 1,
      returnRate: 0.5,
    });
    // The list's Last Purchase: the same total, and when the latest order was placed.
    expect(customer.lastPurchase).toEqual({ total: purchases, at: cancelled.createdAt });
  });

  it('follow the orders as they move, since nothing is counted up', async () => {
    await moveOrder(seller, ready.id, 'completed');
    await moveOrder(seller, processing.id, 'cancelled');
    const { figures } = await profile();
    expect(figures).toMatchObject({
      totalPurchase: sum([ready, completed]),
      counts: { all: 5, processing: 0, ready: 0, completed: 2, returned: 1, cancelled: 2 },
      delivered: 2,
      returned: 1,
    });
    expect(figures.returnRate).toBeCloseTo(1 / 3, 10);
  });

  it('never include another seller’s orders', async () => {
    const other = await sellerWithCatalogue(server, 'Other Figures');
    const theirs = await placeOrder(other);
    const before = (await profile()).figures;
    expect(before.totalPurchase).toBe(sum([ready, completed]));
    const theirFigures = (await other.client.get(`/api/customers/${other.customer.id}`)).body.figures;
    expect(theirFigures).toMatchObject({ totalPurchase: theirs.net, counts: { all: 1, processing: 1 } });
  });
});

describe('the list order', () => {
  it('puts the newest purchase first, then customers without orders, newest added first', async () => {
    const seller = await sellerWithCatalogue(server, 'Order Shop');
    const early = await addCustomer(seller, { name: 'Early buyer' });
    const recent = await addCustomer(seller, { name: 'Recent buyer' });
    await addCustomer(seller, { name: 'Never bought A' });
    const cancelledOnly = await addCustomer(seller, { name: 'Cancelled only' });
    await addCustomer(seller, { name: 'Never bought B' });
    const deletedOnly = await addCustomer(seller, { name: 'Deleted order only' });

    const first = await placeOrder(seller, { customerId: recent.id });
    await placeOrder(seller, { customerId: early.id });
    const cancelled = await placeOrder(seller, { customerId: cancelledOnly.id });
    await moveOrder(seller, cancelled.id, 'cancelled');
    const latest = await placeOrder(seller, { customerId: recent.id });
    const gone = await placeOrder(seller, { customerId: deletedOnly.id });
    await deleteOrder(seller, gone.id);

    const res = await seller.client.get('/api/customers?limit=25');
    // The catalogue's own two customers have no orders and were added first.
    expect(names(res.body.items)).toEqual([
      'Recent buyer',
      'Cancelled only',
      'Early buyer',
      'Deleted order only',
      'Never bought B',
      'Never bought A',
      seller.outsideCustomer.name,
      seller.customer.name,
    ]);
    const byName = new Map<string, CustomerJson>(res.body.items.map((c: CustomerJson) => [c.name, c]));
    expect(byName.get('Recent buyer')!.lastPurchase).toEqual({
      total: first.net + latest.net,
      at: latest.createdAt,
    });
    expect(byName.get('Cancelled only')!.lastPurchase).toEqual({ total: 0, at: cancelled.createdAt });
    expect(byName.get('Deleted order only')!.lastPurchase).toBeNull();
  });
});
