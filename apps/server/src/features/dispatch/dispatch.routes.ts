import { dispatchBatchBodySchema } from '@chalan/core';
import { batchProgressSchema, batchStartedReplySchema, orderSentSchema } from '@chalan/core/dispatch/replies';
import { z } from '@hono/zod-openapi';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { errorResponse } from '../../errors.ts';
import { idParams, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { reply } from '../../messages.ts';
import { createRouter } from '../../router.ts';
import { batchProgress, createBatch } from './batch.service.ts';
import { sendOrder } from './send.service.ts';

const sendQuerySchema = z.object({
  confirmLiveParcel: z.enum(['true', 'false']).optional().openapi({
    description:
      'true: send even though an earlier parcel of the order may still be live at a courier (the 409 CONFIRMATION_NEEDED answer names it)',
  }),
});

/** Sending orders to their couriers: one at once, or a batch worked through in the background. */
export function dispatchRoutes() {
  const app = createRouter();
  const tags = ['Dispatch'];
  const access = { capability: 'workOrders' } as const;

  app.openapi(
    guardedRoute(access, {
      method: 'post',
      path: '/orders/{id}/send',
      tags,
      summary:
        'Send to {courier}: books the parcel with the order’s courier (never twice), the order becomes ready and sent',
      request: { params: idParams, query: sendQuerySchema },
      responses: {
        200: jsonResponse(orderSentSchema, 'Booked (or marked ready for a courier without an API)'),
        409: errorResponse(
          'The order cannot be sent now (status, already sent, being sent), or an earlier parcel may still be live (CONFIRMATION_NEEDED)',
        ),
        422: errorResponse('The courier refused the parcel; its reason is in the message'),
        502: errorResponse('The courier did not answer; the message says what happens next'),
      },
    }),
    async (c) => {
      const { sellerId, userId } = c.var.actor;
      const result = await sendOrder(
        c.var.deps,
        c.var.deps.database.db,
        { sellerId, userId },
        c.req.valid('param').id,
        { confirmLiveParcel: c.req.valid('query').confirmLiveParcel === 'true' },
      );
      if (result.outcome === 'failed') throw result.error;
      return c.json(result, 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'post',
      path: '/dispatch-batches',
      tags,
      summary: 'Send the selected orders (or every order the filters show), in the background',
      request: { body: jsonBody(dispatchBatchBodySchema) },
      responses: { 202: jsonResponse(batchStartedReplySchema, 'Started') },
    }),
    async (c) => {
      const { db } = c.var.deps.database;
      const { sellerId, userId } = c.var.actor;
      const id = await createBatch(db, { sellerId, userId }, c.req.valid('json'));
      c.var.deps.jobs.dispatch.kick();
      const batch = await batchProgress(db, sellerId, id);
      return c.json({ ...reply('dispatchStarted', { count: batch.total }), batch }, 202);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/dispatch-batches/{id}',
      tags,
      summary: 'A bulk send’s progress: counts, and each failed order with the courier’s reason',
      request: { params: idParams },
      responses: { 200: jsonResponse(batchProgressSchema, 'Progress') },
    }),
    async (c) => {
      const progress = await batchProgress(
        c.var.deps.database.db,
        c.var.actor.sellerId,
        c.req.valid('param').id,
      );
      return c.json(progress, 200);
    },
  );

  return app;
}
