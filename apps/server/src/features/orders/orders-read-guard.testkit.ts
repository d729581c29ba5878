import type { ForeignRequests, ForeignSeller } from '../../test/guard-fixtures.testkit.ts';

let counter = 0;

/** Seller B's order, made through the API as B (its own customer, product and courier). */
async function orderIdOfB(b: ForeignSeller): Promise<string> {
  const client = b.other.client;
  const n = ++counter;
  const created = async (what: string, path: string, body: unknown) => {
    const res = await client.post(path, body);
    if (res.status !== 201) throw new Error(`could not add seller B's ${what}: ${JSON.stringify(res.body)}`);
    return res.body[what].id as string;
  };
  const phone = `0181${String(process.pid % 10_000).padStart(4, '0')}${String(n).padStart(3, '0')}`;
  const storeId = (await client.get('/api/stores/options')).body.items[0].id as string;
  const customerId = await created('customer', '/api/customers', {
    name: 'B reader',
    phone,
    address: 'Uttara',
  });
  const productId = await created('product', '/api/products', {
    name: `B read item ${n}`,
    storeId,
    supplierId: null,
    liftPrice: 100,
    salePrice: 200,
    qty: 5,
  });
  const courierId = await created('courier', '/api/couriers', {
    name: `B read courier ${n}`,
    provider: 'none',
    chargeInDhaka: 6_000,
  });
  return created('order', '/api/orders', {
    customerId,
    storeId,
    salesDate: '2024-03-05',
    refNo: 'B-READ',
    courierId,
    lines: [{ productId, qty: 1 }],
  });
}

export const foreignRequests: ForeignRequests = {
  'GET /api/orders/{id}': async (b) => ({ params: { id: await orderIdOfB(b) } }),
};
