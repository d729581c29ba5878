import type { ForeignRequests, ForeignSeller } from '../../test/guard-fixtures.testkit.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

let counter = 0;
const body = () => ({
  name: 'B customer',
  phone: `0171${String(process.pid % 10_000).padStart(4, '0')}${String(++counter).padStart(3, '0')}`,
  address: 'Mirpur 10',
});

/** Seller B's customer, made through the API as B. */
export async function customerOfB(b: ForeignSeller) {
  const res = await b.other.client.post('/api/customers', body());
  if (res.status !== 201) throw new Error(`could not add seller B's customer: ${JSON.stringify(res.body)}`);
  return res.body.customer.id as string;
}

export const foreignRequests: ForeignRequests = {
  'GET /api/customers/{id}': async (b) => ({ params: { id: await customerOfB(b) } }),
  'PUT /api/customers/{id}': async (b) => ({ params: { id: await customerOfB(b) }, body: body() }),
  'DELETE /api/customers/{id}': async (b) => ({ params: { id: await customerOfB(b) } }),
  'POST /api/customers/{id}/image': async (b) => {
    const form = new FormData();
    form.set('file', new File([PNG], 'c.png', { type: 'image/png' }));
    return { params: { id: await customerOfB(b) }, body: form };
  },
};
