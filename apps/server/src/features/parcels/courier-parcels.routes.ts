import { orderMovedReplySchema } from '@chalan/core/orders/replies';
import { courierParcelsQuerySchema } from '@chalan/core/parcels/list-query';
import {
  courierParcelPageSchema,
  courierSyncReplySchema,
  courierWebhookSchema,
  parcelEventsSchema,
} from '@chalan/core/parcels/replies';
import { z } from '@hono/zod-openapi';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { AppError, errorResponse } from '../../errors.ts';
import { idParams, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { reply } from '../../messages.ts';
import { createRouter } from '../../router.ts';
import { sellerCourier } from '../couriers/couriers.service.ts';
import { loadOrderDetail } from '../orders/order-detail.ts';
import { closeAtCourier } from '../orders/orders-write-status.service.ts';
import { courierParcels, parcelHistory, webhookSettings } from './courier-parcels.service.ts';
import { syncCourierNow } from './sync.service.ts';

const closeBodySchema = z.object({ status: z.enum(['completed', 'cancelled', 'processing']) });

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
      summary: 'Refresh: ask the courier now about its parcels still on their way',
      request: { params: idParams },
      responses: {
        200: jsonResponse(courierSyncReplySchema, 'Asked'),
        429: errorResponse(
          'The courier said "too many requests" (now or in the last few minutes); nothing was asked',
        ),
      },
    }),
    async (c) => {
      const { db } = c.var.deps.database;
      const { sellerId } = c.var.actor;
      const courier = await sellerCourier(db, sellerId, c.req.valid('param').id);
      const { paused, ...counts } = await syncCourierNow(c.var.deps, db, sellerId, courier.id);
      // What was read before the courier said "too many requests" is kept; the seller is told to wait.
      if (paused) throw new AppError('RATE_LIMITED', 'courierRateLimited', { courier: courier.name });
      return c.json(
        { ...reply('courierStatusesSynced', { courier: courier.name, ...counts }), ...counts },
        200,
      );
    },
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
