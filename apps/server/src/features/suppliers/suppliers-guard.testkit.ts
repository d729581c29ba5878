import type { ForeignRequests } from '../../test/guard-fixtures.testkit.ts';

/** A supplier of seller B (made through the API as B). */
async function supplierOfB(b: Parameters<ForeignRequests[string]>[0]) {
  const res = await b.other.client.post('/api/suppliers', { name: 'B supplier' });
  if (res.status !== 201) throw new Error(`could not add seller B's supplier: ${JSON.stringify(res.body)}`);
  return res.body.supplier.id as string;
}

export const foreignRequests: ForeignRequests = {
  'PUT /api/suppliers/{id}': async (b) => ({
    params: { id: await supplierOfB(b) },
    body: { name: 'B supplier', phone: '01812345678', address: 'Road 2', status: true },
  }),
  'DELETE /api/suppliers/{id}': async (b) => ({ params: { id: await supplierOfB(b) } }),
};
