import { deliveryRecordSchema } from '@chalan/core/delivery-record/replies';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { idParams, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../router.ts';
import { deliveryRecord, phoneOfCustomer, phoneOfOrder } from './delivery-record.service.ts';

/** The fraud check: a customer's delivery record, as a risk badge with its reasons. */
export function deliveryRecordRoutes() {
  const app = createRouter();
  const tags = ['Fraud check'];
  const access = { capability: 'workOrders' } as const;
  const summary =
    'Safe / Medium / High / new customer, from this seller’s orders to the phone and the courier’s figures (a day old at most)';

  // The same record reached from a customer (their profile, Start Order) or from an order.
  const routes = [
    ['/customers/{id}/delivery-record', phoneOfCustomer],
    ['/orders/{id}/delivery-record', phoneOfOrder],
  ] as const;
  for (const [path, phoneOf] of routes) {
    app.openapi(
      guardedRoute(access, {
        method: 'get',
        path,
        tags,
        summary,
        request: { params: idParams },
        responses: { 200: jsonResponse(deliveryRecordSchema, 'The record') },
      }),
      async (c) => {
        const { db } = c.var.deps.database;
        const { sellerId } = c.var.actor;
        const phone = await phoneOf(db, sellerId, c.req.valid('param').id);
        return c.json(await deliveryRecord(c.var.deps, db, sellerId, phone), 200);
      },
    );
  }

  return app;
}
