import type { ForeignRequests } from '../../test/guard-fixtures.testkit.ts';
import { customerOfB } from '../customers/customers-guard.testkit.ts';
import { orderOfB } from '../orders/orders-write-guard.testkit.ts';

export const foreignRequests: ForeignRequests = {
  'GET /api/customers/{id}/delivery-record': async (b) => ({ params: { id: await customerOfB(b) } }),
  'GET /api/orders/{id}/delivery-record': async (b) => ({ params: { id: (await orderOfB(b)).id } }),
};
