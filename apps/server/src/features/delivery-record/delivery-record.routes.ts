import { z } from '@hono/zod-openapi';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { idParams, jsonResponse } from '../../lib/openapi.ts';
import { messageReplySchema } from '../../messages.ts';
import { createRouter } from '../../router.ts';
import { deliveryRecord, phoneOfCustomer, phoneOfOrder } from './delivery-record.service.ts';

const figures = { total: z.number(), delivered: z.number(), returned: z.number(), cancelled: z.number() };
const recordSchema = z
  .object({
    risk: z.enum(['new', 'safe', 'medium', 'high']),
    reasons: z.array(messageReplySchema),
    own: z.object(figures),
    courier: z
      .object({
        name: z.string(),
        totalParcels: z.number(),
        delivered: z.number(),
        cancelled: z.number(),
        fraudReports: z.number(),
        checkedAt: z.string(),
      })
      .nullable(),
  })
  .openapi('DeliveryRecord');

/** The fraud check: a customer's delivery record, as a risk badge with its reasons. */
export function deliveryRecordRoutes() {
  const app = createRouter();
  const tags = ['Fraud check'];
  const access = { capability: 'workOrders' } as const;
  const summary =
    'Safe / Medium / High / new customer, from this seller’s orders to the phone and the courier’s figures (a day old at most)';

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/customers/{id}/delivery-record',
      tags,
      summary,
      request: { params: idParams },
      responses: { 200: jsonResponse(recordSchema, 'The record') },
    }),
    async (c) => {
      const { db } = c.var.deps.database;
      const { sellerId } = c.var.actor;
      const phone = await phoneOfCustomer(db, sellerId, c.req.valid('param').id);
      return c.json(await deliveryRecord(c.var.deps, db, sellerId, phone), 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/orders/{id}/delivery-record',
      tags,
      summary,
      request: { params: idParams },
      responses: { 200: jsonResponse(recordSchema, 'The record') },
    }),
    async (c) => {
      const { db } = c.var.deps.database;
      const { sellerId } = c.var.actor;
      const phone = await phoneOfOrder(db, sellerId, c.req.valid('param').id);
      return c.json(await deliveryRecord(c.var.deps, db, sellerId, phone), 200);
    },
  );

  return app;
}
