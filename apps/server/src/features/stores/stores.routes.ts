import { createStoreBodySchema, listQuerySchema, updateStoreBodySchema } from '@chalan/core';
import {
  type Store,
  storeChangeReplySchema,
  storeOptionsReplySchema,
  storePageSchema,
} from '@chalan/core/stores/replies';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { errorResponse } from '../../errors.ts';
import { idParams, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { messageReplySchema, reply } from '../../messages.ts';
import { createRouter } from '../../router.ts';
import {
  createStore,
  deleteStore,
  listStores,
  type Store as StoreRow,
  storeOptions,
  updateStore,
} from './stores.service.ts';

const toJson = (s: StoreRow): Store => ({
  id: s.id,
  name: s.name,
  phone: s.phone,
  address: s.address,
  district: s.district,
  area: s.area,
  zip: s.zip,
  status: s.status,
  createdAt: s.createdAt.toISOString(),
});

const storeReply = (description: string) => jsonResponse(storeChangeReplySchema, description);

export function storesRoutes() {
  const app = createRouter();
  const tags = ['Stores'];
  const view = { capability: 'viewCatalogue' } as const;
  const manage = { capability: 'manageStores' } as const;

  app.openapi(
    guardedRoute(view, {
      method: 'get',
      path: '/stores',
      tags,
      summary: 'The seller’s stores, paged; search by name, phone or address',
      request: { query: listQuerySchema },
      responses: { 200: jsonResponse(storePageSchema, 'Stores') },
    }),
    async (c) => {
      const page = await listStores(c.var.deps.database.db, c.var.actor.sellerId, c.req.valid('query'));
      return c.json({ ...page, items: page.items.map(toJson) }, 200);
    },
  );

  app.openapi(
    guardedRoute(view, {
      method: 'get',
      path: '/stores/options',
      tags,
      summary: 'Every store for a select: active first, then by creation (the first active is the default)',
      responses: {
        200: jsonResponse(storeOptionsReplySchema, 'Store options'),
      },
    }),
    async (c) => {
      const items = await storeOptions(c.var.deps.database.db, c.var.actor.sellerId);
      return c.json({ items }, 200);
    },
  );

  app.openapi(
    guardedRoute(manage, {
      method: 'post',
      path: '/stores',
      tags,
      summary: 'Add Store (name and district required; area must be a thana of the district)',
      request: { body: jsonBody(createStoreBodySchema) },
      responses: { 201: storeReply('Added') },
    }),
    async (c) => {
      const store = await createStore(c.var.deps.database.db, c.var.actor.sellerId, c.req.valid('json'));
      return c.json({ ...reply('storeAdded'), store: toJson(store) }, 201);
    },
  );

  app.openapi(
    guardedRoute(manage, {
      method: 'put',
      path: '/stores/{id}',
      tags,
      summary: 'Edit Store (name, phone, address, district and area required)',
      request: { params: idParams, body: jsonBody(updateStoreBodySchema) },
      responses: { 200: storeReply('Updated') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const store = await updateStore(c.var.deps.database.db, c.var.actor.sellerId, id, c.req.valid('json'));
      return c.json({ ...reply('storeUpdated'), store: toJson(store) }, 200);
    },
  );

  app.openapi(
    guardedRoute(manage, {
      method: 'delete',
      path: '/stores/{id}',
      tags,
      summary: 'Delete a store that no product or order refers to',
      request: { params: idParams },
      responses: {
        200: jsonResponse(messageReplySchema, 'Deleted'),
        409: errorResponse('Products or orders refer to the store; deactivate it instead'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await deleteStore(c.var.deps.database.db, c.var.actor.sellerId, id);
      return c.json(reply('storeDeleted'), 200);
    },
  );
  return app;
}
