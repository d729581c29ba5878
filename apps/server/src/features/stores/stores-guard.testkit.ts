import type { ForeignRequests } from '../../test/guard-fixtures.testkit.ts';

const editBody = {
  name: 'B store',
  phone: '01712345678',
  address: 'Road 1',
  district: 'Dhaka',
  area: 'Mirpur',
  status: true,
};

/** A store of seller B (made through the API as B), with a body the route would accept. */
async function storeOfB(b: Parameters<ForeignRequests[string]>[0]) {
  const res = await b.other.client.post('/api/stores', { name: 'B store', district: 'Dhaka' });
  if (res.status !== 201) throw new Error(`could not add seller B's store: ${JSON.stringify(res.body)}`);
  return res.body.store.id as string;
}

export const foreignRequests: ForeignRequests = {
  'PUT /api/stores/{id}': async (b) => ({ params: { id: await storeOfB(b) }, body: editBody }),
  'DELETE /api/stores/{id}': async (b) => ({ params: { id: await storeOfB(b) } }),
};
