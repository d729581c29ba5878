import {
  createMerchantBodySchema,
  listQuerySchema,
  merchantStatusBodySchema,
  orderExportQuerySchema,
  orderListQuerySchema,
  updateMerchantBodySchema,
} from '@chalan/core';
import {
  type Merchant,
  merchantChangeReplySchema,
  merchantOrderCountsSchema,
  merchantOrderPageSchema,
  merchantPageSchema,
  merchantProfileSchema,
} from '@chalan/core/merchants/replies';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { errorResponse } from '../../errors.ts';
import { csvReply } from '../../lib/csv-response.ts';
import { idParams, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { messageReplySchema, reply } from '../../messages.ts';
import { createRouter } from '../../router.ts';
import { orderExportResponse } from '../orders/orders-read-csv.ts';
import {
  assertMerchant,
  createMerchant,
  deleteMerchant,
  listMerchants,
  type MerchantItem,
  merchantOrderCounts,
  merchantOrders,
  merchantProfile,
  setMerchantStatus,
  updateMerchant,
} from './merchants.service.ts';

const toJson = (m: MerchantItem): Merchant => ({ ...m, lastLoginAt: m.lastLoginAt?.toISOString() ?? null });

const merchantReply = jsonResponse(merchantChangeReplySchema, 'Done');

/** The platform view: only users with the master flag; these routes reach every seller by design. */
export function merchantsRoutes() {
  const app = createRouter();
  const tags = ['Merchants'];
  const access = { master: true } as const;

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/merchants',
      tags,
      summary: 'Every merchant with its Admin’s login, paged; search by shop name or email',
      request: { query: listQuerySchema },
      responses: { 200: jsonResponse(merchantPageSchema, 'Merchants') },
    }),
    async (c) => {
      const page = await listMerchants(c.var.deps.database.db, c.req.valid('query'));
      return c.json({ ...page, items: page.items.map(toJson) }, 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'post',
      path: '/merchants',
      tags,
      summary: 'Add a merchant: seller, Admin (email counted as verified) and a store named after the shop',
      request: { body: jsonBody(createMerchantBodySchema) },
      responses: { 201: merchantReply, 409: errorResponse('Email in use') },
    }),
    async (c) => {
      const merchant = await createMerchant(c.var.deps, c.var.actor, c.req.valid('json'));
      return c.json({ ...reply('merchantAdded', { name: merchant.name }), merchant: toJson(merchant) }, 201);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'put',
      path: '/merchants/{id}',
      tags,
      summary: 'Rename a merchant and change its Admin’s login email',
      request: { params: idParams, body: jsonBody(updateMerchantBodySchema) },
      responses: { 200: merchantReply, 409: errorResponse('Email in use') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const merchant = await updateMerchant(c.var.deps.database.db, c.var.actor, id, c.req.valid('json'));
      return c.json(
        { ...reply('merchantUpdated', { name: merchant.name }), merchant: toJson(merchant) },
        200,
      );
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'patch',
      path: '/merchants/{id}/status',
      tags,
      summary: 'Activate or disable a merchant (disabling signs out and locks out all of its users)',
      request: { params: idParams, body: jsonBody(merchantStatusBodySchema) },
      responses: { 200: merchantReply },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { status } = c.req.valid('json');
      const merchant = await setMerchantStatus(c.var.deps.database.db, c.var.actor, id, status);
      const key = status ? 'successfullyActivated' : 'successfullyDeactivated';
      return c.json({ ...reply(key), merchant: toJson(merchant) }, 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'delete',
      path: '/merchants/{id}',
      tags,
      summary: 'Delete a merchant (kept for the record; its users can no longer sign in)',
      request: { params: idParams },
      responses: { 200: jsonResponse(messageReplySchema, 'Deleted') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await deleteMerchant(c.var.deps.database.db, c.var.actor, id);
      return c.json(reply('merchantDeleted'), 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/merchants/{id}/profile',
      tags,
      summary: 'A merchant and its stores with their product and order counts',
      request: { params: idParams },
      responses: { 200: jsonResponse(merchantProfileSchema, 'Merchant profile') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const profile = await merchantProfile(c.var.deps.database.db, id);
      return c.json({ merchant: toJson(profile.merchant), stores: profile.stores }, 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/merchants/{id}/orders',
      tags,
      summary: 'A page of the merchant’s orders of one list (as GET /api/orders), newest first',
      request: { params: idParams, query: orderListQuerySchema },
      responses: { 200: jsonResponse(merchantOrderPageSchema, 'Orders') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await merchantOrders(c.var.deps.database.db, id, c.req.valid('query')), 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/merchants/{id}/order-counts',
      tags,
      summary: 'How many orders of the merchant each order list holds (deleted orders not counted)',
      request: { params: idParams },
      responses: { 200: jsonResponse(merchantOrderCountsSchema, 'Counts per list') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await merchantOrderCounts(c.var.deps.database.db, id), 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/merchants/{id}/orders/export',
      tags,
      summary: 'The merchant’s chosen orders (ids=a,b, or the list filters) as CSV (exported_data.csv)',
      request: { params: idParams, query: orderExportQuerySchema },
      responses: { 200: csvReply },
    }),
    async (c) => {
      const { db } = c.var.deps.database;
      const { id } = c.req.valid('param');
      await assertMerchant(db, id);
      // biome-ignore lint/suspicious/noExplicitAny: a streamed body is outside the JSON typing of openapi()
      return orderExportResponse(c, db, id, c.req.valid('query')) as any;
    },
  );

  return app;
}
