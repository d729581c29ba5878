import type { ForeignRequests } from '../../test/guard-fixtures.testkit.ts';
import { orderOfB } from '../orders/orders-write-guard.testkit.ts';

export const foreignRequests: ForeignRequests = {
  'POST /api/orders/{id}/confirmation-sms': async (b) => ({ params: { id: (await orderOfB(b)).id } }),
};
