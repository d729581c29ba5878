import { MESSAGE_KEY } from '@chalan/core';
import { MAX_ORDER_IDS } from '@chalan/core/orders/list-query';
import { orderMovedReplySchema } from '@chalan/core/orders/replies';
import { courierParcelsQuerySchema } from '@chalan/core/parcels/list-query';
import {
  courierBalanceSchema,
  courierParcelPageSchema,
  courierRefreshSchema,
  courierWebhookSchema,
  deliveredCompletedReplySchema,
  parcelEventsSchema,
} from '@chalan/core/parcels/replies';
import { z } from '@hono/zod-openapi';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { errorResponse } from '../../errors.ts';
import { idParams, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { reply } from '../../messages.ts';
import { createRouter } from '../../router.ts';
import { loadOrderDetail } from '../orders/order-detail.ts';
import { closeAtCourier } from '../orders/orders-write-status.service.ts';
import { completeDelivered, courierBalance } from './courier-desk.service.ts';
import { courierParcels, parcelHistory, webhookSettings } from './courier-parcels.service.ts';

const closeBodySchema = z.object({ status: z.enum(['completed', 'cancelled', 'processing']) });
/** The parcels on the screen, asked about first. */
const refreshBodySchema = z.object({ first: z.array(z.uuid()).max(MAX_ORDER_IDS).default([]) });
const completeDeliveredBodySchema = z.object({
  orderIds: z
    .array(z.uuid({ error: MESSAGE_KEY.pleaseSelectOrder }), { error: MESSAGE_KEY.pleaseSelectOrder })
    .min(1, { error: MESSAGE_KEY.pleaseSelectOrder })
    .max(MAX_ORDER_IDS),
});

/** The courier page: its parcels and their history, Refresh, the closing actions, and webhook settings. */
export function courierParcelsRoutes() {
  const app = createRouter();
  const tags = ['Courier parcels'];
  const access = { capability: 'workOrders' } as const;

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/couriers/{id}/parcels',
      tags,
      summary:
        'Ready orders sent to this courier, the last sent first, with the stored delivery status (no courier call); searched by an order id, consignment id, tracking code, phone or name; filtered by delivery statuses and sent day',
      request: { params: idParams, query: courierParcelsQuerySchema },
      responses: { 200: jsonResponse(courierParcelPageSchema, 'A page') },
    }),
    async (c) => {
      const { db } = c.var.deps.database;
      const page = await courierParcels(
        db,
        c.var.actor.sellerId,
        c.req.valid('param').id,
        c.req.valid('query'),
      );
      return c.json(page, 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/parcels/{id}/events',
      tags,
      summary: 'A parcel’s history: every status, when, from where, with the courier’s raw value and words',
      request: { params: idParams },
      responses: { 200: jsonResponse(parcelEventsSchema, 'Newest first') },
    }),
    async (c) => {
      const items = await parcelHistory(
        c.var.deps.database.db,
        c.var.actor.sellerId,
        c.req.valid('param').id,
      );
      return c.json({ items }, 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'post',
      path: '/couriers/{id}/sync',
      tags,
      summary:
        'Refresh: ask the courier now about its parcels on the way — `first` (the screen’s) first, answered once those are read or after a few seconds; the rest goes on in the background (never checked first, then the stalest)',
      request: { params: idParams, body: jsonBody(refreshBodySchema, false) },
      responses: {
        200: jsonResponse(courierRefreshSchema, 'The Refresh so far (`running` while it goes on)'),
        409: errorResponse('A courier without an API: nothing to ask'),
        429: errorResponse('The courier said "too many requests" in the last few minutes; nothing was asked'),
      },
    }),
    async (c) => {
      const { sellerId } = c.var.actor;
      const first = c.req.valid('json')?.first ?? [];
      return c.json(await c.var.deps.jobs.refresh.start(sellerId, c.req.valid('param').id, first), 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/couriers/{id}/sync',
      tags,
      summary:
        'The running (or last) Refresh of this courier: its progress and the parcels it could not read',
      request: { params: idParams },
      responses: { 200: jsonResponse(courierRefreshSchema, 'Progress') },
    }),
    async (c) =>
      c.json(await c.var.deps.jobs.refresh.progress(c.var.actor.sellerId, c.req.valid('param').id), 200),
  );

  app.openapi(
    guardedRoute(access, {
      method: 'post',
      path: '/orders/{id}/courier-close',
      tags,
      summary:
        'Courier page Complete / Cancel / Back to Processing: the move, courier status returned, courier info cleared',
      request: { params: idParams, body: jsonBody(closeBodySchema) },
      responses: {
        200: jsonResponse(orderMovedReplySchema, 'Done'),
        409: errorResponse('Not a sent order, or a move the status machine does not allow'),
        422: errorResponse('The courier would not cancel the parcel; nothing was changed'),
        502: errorResponse('The courier could not be reached to cancel the parcel; nothing was changed'),
      },
    }),
    async (c) => {
      const { db } = c.var.deps.database;
      const { sellerId, userId } = c.var.actor;
      const { id } = c.req.valid('param');
      const { status } = c.req.valid('json');
      const { code, notice } = await closeAtCourier(c.var.deps, db, { sellerId, userId }, id, status);
      const order = await loadOrderDetail(db, sellerId, id);
      return c.json(
        { ...reply('orderClosedAtCourier', { code, status }), order, courierNotice: notice },
        200,
      );
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/couriers/{id}/balance',
      tags,
      summary:
        'The courier’s balance with the merchant, asked now (Steadfast); not read: null, the reason in the message',
      request: { params: idParams },
      responses: {
        200: jsonResponse(courierBalanceSchema, 'The balance, or why it could not be read'),
        404: errorResponse('No such courier, or its API tells no balance'),
      },
    }),
    async (c) => {
      const { deps, actor } = c.var;
      return c.json(
        await courierBalance(deps, deps.database.db, actor.sellerId, c.req.valid('param').id),
        200,
      );
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'post',
      path: '/couriers/{id}/complete-delivered',
      tags,
      summary:
        'Bulk Complete: the chosen orders whose parcel at this courier is delivered are completed; the others are left, with why',
      request: { params: idParams, body: jsonBody(completeDeliveredBodySchema) },
      responses: { 200: jsonResponse(deliveredCompletedReplySchema, 'Done') },
    }),
    async (c) => {
      const { deps, actor } = c.var;
      const writer = { sellerId: actor.sellerId, userId: actor.userId };
      const result = await completeDelivered(
        deps,
        deps.database.db,
        writer,
        c.req.valid('param').id,
        c.req.valid('json').orderIds,
      );
      return c.json(result, 200);
    },
  );

  app.openapi(
    guardedRoute(
      { capability: 'manageCouriers' },
      {
        method: 'get',
        path: '/couriers/{id}/webhook',
        tags,
        summary: 'The webhook URL and secret to enter in the courier’s panel (made on first read)',
        request: { params: idParams },
        responses: { 200: jsonResponse(courierWebhookSchema, 'Settings') },
      },
    ),
    async (c) => {
      const { database, config } = c.var.deps;
      return c.json(
        await webhookSettings(database.db, config, c.var.actor.sellerId, c.req.valid('param').id),
        200,
      );
    },
  );

  return app;
}
