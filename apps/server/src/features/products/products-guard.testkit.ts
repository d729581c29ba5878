import type { ForeignRequests, ForeignSeller } from '../../test/guard-fixtures.testkit.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** Seller B's product (made through the API as B, in B's own store) and a body the routes accept. */
async function productOfB(b: ForeignSeller) {
  const stores = await b.other.client.get('/api/stores/options');
  const storeId = stores.body?.items?.[0]?.id as string | undefined;
  if (!storeId) throw new Error(`seller B has no store: ${JSON.stringify(stores.body)}`);
  const body = { name: 'B product', storeId, supplierId: null, liftPrice: 100, salePrice: 200, qty: 5 };
  const res = await b.other.client.post('/api/products', body);
  if (res.status !== 201) throw new Error(`could not add seller B's product: ${JSON.stringify(res.body)}`);
  return { id: res.body.product.id as string, body };
}

export const foreignRequests: ForeignRequests = {
  'PUT /api/products/{id}': async (b) => {
    const { id, body } = await productOfB(b);
    return { params: { id }, body: { ...body, qty: 1 } };
  },
  'DELETE /api/products/{id}': async (b) => ({ params: { id: (await productOfB(b)).id } }),
  'POST /api/products/{id}/stock-in': async (b) => ({
    params: { id: (await productOfB(b)).id },
    body: { qty: 3 },
  }),
  'POST /api/products/{id}/image': async (b) => {
    const form = new FormData();
    form.set('file', new File([PNG], 'p.png', { type: 'image/png' }));
    return { params: { id: (await productOfB(b)).id }, body: form };
  },
};
