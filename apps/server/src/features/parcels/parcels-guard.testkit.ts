import { DEMO_ACCOUNTS, startFakeCourier } from '@chalan/fake-courier';
import { vi } from 'vitest';
import { courierAdapter } from '../../couriers/index.ts';
import type { ForeignRequests, ForeignSeller } from '../../test/guard-fixtures.testkit.ts';
import { customerOfB } from '../customers/customers-guard.testkit.ts';

const STEADFAST = courierAdapter('steadfast').baseUrls.live;

function expectCreated(what: string, res: { status: number; body: unknown }) {
  if (res.status !== 201) throw new Error(`could not add seller B's ${what}: ${JSON.stringify(res.body)}`);
  return res.body as Record<string, { id: string }>;
}

/**
 * Seller B's order sent to its Steadfast courier through the API, and the parcel it made. The guard test's
 * server knows only the real couriers' addresses; the server runs in this process, so for the one send its
 * calls to Steadfast are carried to a fake courier instead.
 */
async function sentParcelOfB(b: ForeignSeller) {
  const client = b.other.client;
  const storeId = (await client.get('/api/stores/options')).body.items[0].id as string;
  const product = expectCreated(
    'product',
    await client.post('/api/products', {
      name: 'B saree',
      storeId,
      supplierId: null,
      liftPrice: 100,
      salePrice: 200,
      qty: 5,
    }),
  ).product!;
  const courier = expectCreated(
    'courier',
    await client.post('/api/couriers', {
      name: `B Steadfast ${Date.now()}`,
      provider: 'steadfast',
      credentials: DEMO_ACCOUNTS.steadfast[0],
      chargeInDhaka: 6_000,
    }),
  ).courier!;
  const order = expectCreated(
    'order',
    await client.post('/api/orders', {
      customerId: await customerOfB(b),
      storeId,
      salesDate: '2024-03-05',
      refNo: 'B-1',
      courierId: courier.id,
      lines: [{ productId: product.id, qty: 1 }],
    }),
  ).order!;

  const fake = await startFakeCourier();
  const fetch = globalThis.fetch;
  const toFake = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    return fetch(
      url.startsWith(STEADFAST) ? `${fake.url}/steadfast/api/v1${url.slice(STEADFAST.length)}` : input,
      init,
    );
  });
  try {
    const sent = await client.post(`/api/orders/${order.id}/send`);
    if (sent.status !== 200) throw new Error(`could not send seller B's order: ${JSON.stringify(sent.body)}`);
  } finally {
    toFake.mockRestore();
    await fake.close();
  }
  const listed = await client.get(`/api/couriers/${courier.id}/parcels`);
  const parcelId = listed.body.items?.[0]?.parcel.id as string | undefined;
  if (!parcelId)
    throw new Error(`seller B's parcel is not on its courier page: ${JSON.stringify(listed.body)}`);
  return { orderId: order.id, courierId: courier.id, parcelId };
}

/** One sent parcel of B serves every route here: made on first use, per guard run. */
const madeFor = new WeakMap<ForeignSeller, ReturnType<typeof sentParcelOfB>>();
export const parcelOfB = (b: ForeignSeller) => {
  if (!madeFor.has(b)) madeFor.set(b, sentParcelOfB(b));
  return madeFor.get(b)!;
};

export const foreignRequests: ForeignRequests = {
  'GET /api/couriers/{id}/parcels': async (b) => ({ params: { id: (await parcelOfB(b)).courierId } }),
  'GET /api/parcels/{id}/events': async (b) => ({ params: { id: (await parcelOfB(b)).parcelId } }),
  'POST /api/couriers/{id}/sync': async (b) => ({ params: { id: (await parcelOfB(b)).courierId } }),
  'GET /api/couriers/{id}/sync': async (b) => ({ params: { id: (await parcelOfB(b)).courierId } }),
  'POST /api/orders/{id}/courier-close': async (b) => ({
    params: { id: (await parcelOfB(b)).orderId },
    body: { status: 'processing' },
  }),
  'GET /api/couriers/{id}/balance': async (b) => ({ params: { id: (await parcelOfB(b)).courierId } }),
  'POST /api/couriers/{id}/complete-delivered': async (b) => ({
    params: { id: (await parcelOfB(b)).courierId },
    body: { orderIds: [(await parcelOfB(b)).orderId] },
  }),
  'GET /api/couriers/{id}/webhook': async (b) => ({ params: { id: (await parcelOfB(b)).courierId } }),
};
