import {
  createOrderBodySchema,
  duplicateCheckQuerySchema,
  editOrderBodySchema,
  orderStatusBodySchema,
} from '@chalan/core';
import {
  duplicateCheckSchema,
  orderDeletedReplySchema,
  orderMovedReplySchema,
  orderSavedReplySchema,
  startOrderDefaultsSchema,
} from '@chalan/core/orders/replies';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { errorResponse } from '../../errors.ts';
import { idParams, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { reply } from '../../messages.ts';
import { createRouter } from '../../router.ts';
import { loadOrderDetail } from './order-detail.ts';
import { startOrderDefaults } from './orders-start-defaults.ts';
import { createOrder } from './orders-write.service.ts';
import { duplicateCheck } from './orders-write-duplicate.service.ts';
import { editOrder } from './orders-write-edit.service.ts';
import { changeOrderStatus, deleteOrder } from './orders-write-status.service.ts';

const orderReply = (description: string) => jsonResponse(orderSavedReplySchema, description);
const movedReply = (description: string) => jsonResponse(orderMovedReplySchema, description);

/** Order writes: Start Order's Save (its defaults and duplicate check), status moves, the edit modal, delete. */
export function ordersWriteRoutes() {
  const app = createRouter();
  const tags = ['Orders'];
  const access = { capability: 'workOrders' } as const;

  app.openapi(
    guardedRoute(access, {
      method: 'post',
      path: '/orders',
      tags,
      summary:
        'Start Order’s Save: one transaction (order, lines, stock taken); prices from the products now, money in poisha',
      request: { body: jsonBody(createOrderBodySchema) },
      responses: { 201: orderReply('Saved') },
    }),
    async (c) => {
      const { db } = c.var.deps.database;
      const { sellerId, userId } = c.var.actor;
      const { id, code } = await createOrder(db, { sellerId, userId }, c.req.valid('json'));
      c.var.deps.jobs.sms.kick();
      const order = await loadOrderDetail(db, sellerId, id);
      return c.json({ ...reply('orderSaved', { code }), order }, 201);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/orders/duplicate-check',
      tags,
      summary: 'Before saving: the phone’s open orders, its orders of the last 24 hours and its history',
      request: { query: duplicateCheckQuerySchema },
      responses: { 200: jsonResponse(duplicateCheckSchema, 'What the phone already has') },
    }),
    async (c) => {
      const { phone } = c.req.valid('query');
      return c.json(await duplicateCheck(c.var.deps.database.db, c.var.actor.sellerId, phone), 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/orders/start-defaults',
      tags,
      summary: 'What Start Order chooses first: the courier of the last saved order, while it is active',
      responses: { 200: jsonResponse(startOrderDefaultsSchema, 'The defaults') },
    }),
    async (c) => c.json(await startOrderDefaults(c.var.deps.database.db, c.var.actor.sellerId), 200),
  );

  app.openapi(
    guardedRoute(access, {
      method: 'patch',
      path: '/orders/{id}/status',
      tags,
      summary:
        'Move the order along the status machine; a cancel of an order no courier has, or a return, puts its goods back. Cancel and Back to Processing of a sent order cancel its parcel at the courier first',
      request: { params: idParams, body: jsonBody(orderStatusBodySchema) },
      responses: {
        200: movedReply('Moved'),
        409: errorResponse('The status machine does not allow this move'),
        422: errorResponse('The courier would not cancel the parcel; nothing was changed'),
        502: errorResponse('The courier could not be reached to cancel the parcel; nothing was changed'),
      },
    }),
    async (c) => {
      const { db } = c.var.deps.database;
      const { sellerId, userId } = c.var.actor;
      const { id } = c.req.valid('param');
      const courierNotice = await changeOrderStatus(
        c.var.deps,
        db,
        { sellerId, userId },
        id,
        c.req.valid('json').status,
      );
      const order = await loadOrderDetail(db, sellerId, id);
      return c.json({ ...reply('orderStatusUpdated'), order, courierNotice }, 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'put',
      path: '/orders/{id}',
      tags,
      summary:
        'The order edit modal: delivery details, courier, lines (stock rebalanced), discount, advance; open orders only',
      request: { params: idParams, body: jsonBody(editOrderBodySchema) },
      responses: {
        200: movedReply('Updated (courierNotice: the courier now collects the new amount)'),
        409: errorResponse(
          'The order is no longer open (processing or ready), or its courier cannot change the amount it collects',
        ),
        422: errorResponse('The courier would not change the amount; nothing was changed'),
        502: errorResponse('The courier could not be reached to change the amount; nothing was changed'),
      },
    }),
    async (c) => {
      const { db } = c.var.deps.database;
      const { sellerId, userId } = c.var.actor;
      const { id } = c.req.valid('param');
      const { code, notice } = await editOrder(c.var.deps, db, { sellerId, userId }, id, c.req.valid('json'));
      const order = await loadOrderDetail(db, sellerId, id);
      return c.json({ ...reply('orderUpdated', { code }), order, courierNotice: notice }, 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'delete',
      path: '/orders/{id}',
      tags,
      summary:
        'Delete an order (it leaves every list); an open order no courier has gives its goods back. A parcel with a courier is cancelled there first; refused where the courier’s API cannot cancel',
      request: { params: idParams },
      responses: {
        200: jsonResponse(orderDeletedReplySchema, 'Deleted'),
        409: errorResponse('The parcel is with a courier whose API cannot cancel it'),
        422: errorResponse('The courier would not cancel the parcel; nothing was changed'),
        502: errorResponse('The courier could not be reached to cancel the parcel; nothing was changed'),
      },
    }),
    async (c) => {
      const { sellerId, userId } = c.var.actor;
      const { id } = c.req.valid('param');
      const { notice } = await deleteOrder(c.var.deps, c.var.deps.database.db, { sellerId, userId }, id);
      return c.json({ ...reply('orderDeleted'), courierNotice: notice }, 200);
    },
  );
  return app;
}
