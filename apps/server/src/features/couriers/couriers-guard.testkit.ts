import type { SignedInUser } from '../../test/fixtures.testkit.ts';
import type { ForeignRequests } from '../../test/guard-fixtures.testkit.ts';

const body = { name: 'Foreign courier', provider: 'none', chargeInDhaka: 6000, chargeOutsideDhaka: 12000 };

async function newCourierOf(other: SignedInUser): Promise<string> {
  const res = await other.client.post('/api/couriers', {
    ...body,
    name: `Foreign ${Date.now()}-${Math.random()}`,
  });
  return res.body.courier.id;
}

export const foreignRequests: ForeignRequests = {
  'PUT /api/couriers/{id}': async (b) => ({ params: { id: await newCourierOf(b.other) }, body }),
  'POST /api/couriers/{id}/test': async (b) => ({ params: { id: await newCourierOf(b.other) } }),
};
