import type { ForeignRequests, ForeignSeller } from '../../test/guard-fixtures.testkit.ts';

let counter = 0;

/** Seller B's order, made through the API as B: its own customer, courier and product in its own store. */
export async function orderOfB(b: ForeignSeller) {
  const client = b.other.client;
  const n = ++counter;
  const expect201 = (what: string, res: { status: number; body: unknown }) => {
    if (res.status !== 201) throw new Error(`could not add seller B's ${what}: ${JSON.stringify(res.body)}`);
    return res.body as Record<string, { id: string }>;
  };
  const phone = `0191${String(process.pid % 10_000).padStart(4, '0')}${String(n).padStart(3, '0')}`;
  const customer = expect201(
    'customer',
    await client.post('/api/customers', { name: 'B buyer', phone, address: 'Mirpur 10' }),
  ).customer!;
  const storeId = (await client.get('/api/stores/options')).body.items[0].id as string;
  const product = expect201(
    'product',
    await client.post('/api/products', {
      name: `B item ${n}`,
      storeId,
      supplierId: null,
      liftPrice: 100,
      salePrice: 200,
      qty: 5,
    }),
  ).product!;
  const courier = expect201(
    'courier',
    await client.post('/api/couriers', { name: `B courier ${n}`, provider: 'none', chargeInDhaka: 6_000 }),
  ).courier!;
  const order = expect201(
    'order',
    await client.post('/api/orders', {
      customerId: customer.id,
      storeId,
      salesDate: '2024-03-05',
      refNo: 'B-1',
      courierId: courier.id,
      lines: [{ productId: product.id, qty: 1 }],
    }),
  ).order!;
  return { id: order.id, courierId: courier.id, productId: product.id };
}

export const foreignRequests: ForeignRequests = {
  'PATCH /api/orders/{id}/status': async (b) => ({
    params: { id: (await orderOfB(b)).id },
    body: { status: 'cancelled' },
  }),
  'PUT /api/orders/{id}': async (b) => {
    const order = await orderOfB(b);
    return {
      params: { id: order.id },
      body: {
        name: 'B buyer',
        phone: '01712345678',
        address: 'Mirpur 10',
        refNo: 'B-1',
        courierId: order.courierId,
        lines: [{ productId: order.productId, qty: 1 }],
      },
    };
  },
  'DELETE /api/orders/{id}': async (b) => ({ params: { id: (await orderOfB(b)).id } }),
};
