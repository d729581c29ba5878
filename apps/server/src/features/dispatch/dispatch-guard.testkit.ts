import type { ForeignRequests, ForeignSeller } from '../../test/guard-fixtures.testkit.ts';
import type { HttpClient } from '../../test/http-client.testkit.ts';

let counter = 0;

function expectStatus(what: string, status: number, res: { status: number; body: unknown }) {
  if (res.status !== status) throw new Error(`could not ${what} as seller B: ${JSON.stringify(res.body)}`);
  return res.body as Record<string, { id: string }>;
}

/** Seller B's order, made through the API as B, with a courier booked by hand (no courier is called). */
async function orderOfB(client: HttpClient): Promise<string> {
  const n = ++counter;
  const phone = `0151${String(process.pid % 10_000).padStart(4, '0')}${String(n).padStart(3, '0')}`;
  const { customer } = await expectStatus(
    'add a customer',
    201,
    await client.post('/api/customers', { name: 'B buyer', phone, address: 'Mirpur 10' }),
  );
  const storeId = (await client.get('/api/stores/options')).body.items[0].id as string;
  const { product } = await expectStatus(
    'add a product',
    201,
    await client.post('/api/products', {
      name: `B dispatch item ${n}`,
      storeId,
      supplierId: null,
      liftPrice: 100,
      salePrice: 200,
      qty: 5,
    }),
  );
  const { courier } = await expectStatus(
    'add a courier',
    201,
    await client.post('/api/couriers', { name: `B dispatch courier ${n}`, provider: 'none' }),
  );
  const { order } = await expectStatus(
    'place an order',
    201,
    await client.post('/api/orders', {
      customerId: customer!.id,
      storeId,
      salesDate: '2024-03-05',
      refNo: 'B-1',
      courierId: courier!.id,
      lines: [{ productId: product!.id, qty: 1 }],
    }),
  );
  return order!.id;
}

export const foreignRequests: ForeignRequests = {
  'POST /api/orders/{id}/send': async (b: ForeignSeller) => ({
    params: { id: await orderOfB(b.other.client) },
  }),
  'GET /api/dispatch-batches/{id}': async (b: ForeignSeller) => {
    const ids = [await orderOfB(b.other.client)];
    const { batch } = await expectStatus(
      'start a batch',
      202,
      await b.other.client.post('/api/dispatch-batches', { ids }),
    );
    return { params: { id: batch!.id } };
  },
};
