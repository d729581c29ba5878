import { listQuerySchema, supplierBodySchema } from '@chalan/core';
import {
  type Supplier,
  supplierChangeReplySchema,
  supplierOptionsReplySchema,
  supplierPageSchema,
} from '@chalan/core/suppliers/replies';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { errorResponse } from '../../errors.ts';
import { idParams, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { messageReplySchema, reply } from '../../messages.ts';
import { createRouter } from '../../router.ts';
import {
  createSupplier,
  deleteSupplier,
  listSuppliers,
  type Supplier as SupplierRow,
  supplierOptions,
  updateSupplier,
} from './suppliers.service.ts';

const toJson = (s: SupplierRow): Supplier => ({
  id: s.id,
  name: s.name,
  phone: s.phone,
  address: s.address,
  status: s.status,
  createdAt: s.createdAt.toISOString(),
});

const body = jsonBody(supplierBodySchema);
const supplierReply = (description: string) => jsonResponse(supplierChangeReplySchema, description);

export function suppliersRoutes() {
  const app = createRouter();
  const tags = ['Suppliers'];
  const view = { capability: 'viewCatalogue' } as const;
  const manage = { capability: 'manageSuppliers' } as const;

  app.openapi(
    guardedRoute(view, {
      method: 'get',
      path: '/suppliers',
      tags,
      summary: 'The seller’s suppliers, paged; search by name, phone or address',
      request: { query: listQuerySchema },
      responses: { 200: jsonResponse(supplierPageSchema, 'Suppliers') },
    }),
    async (c) => {
      const page = await listSuppliers(c.var.deps.database.db, c.var.actor.sellerId, c.req.valid('query'));
      return c.json({ ...page, items: page.items.map(toJson) }, 200);
    },
  );

  app.openapi(
    guardedRoute(view, {
      method: 'get',
      path: '/suppliers/options',
      tags,
      summary: 'Every supplier for a select: active first, then by creation',
      responses: {
        200: jsonResponse(supplierOptionsReplySchema, 'Supplier options'),
      },
    }),
    async (c) => {
      const items = await supplierOptions(c.var.deps.database.db, c.var.actor.sellerId);
      return c.json({ items }, 200);
    },
  );

  app.openapi(
    guardedRoute(manage, {
      method: 'post',
      path: '/suppliers',
      tags,
      summary: 'Add Supplier (name required; phone a valid mobile when given)',
      request: { body },
      responses: { 201: supplierReply('Added') },
    }),
    async (c) => {
      const supplier = await createSupplier(
        c.var.deps.database.db,
        c.var.actor.sellerId,
        c.req.valid('json'),
      );
      return c.json({ ...reply('supplierAdded'), supplier: toJson(supplier) }, 201);
    },
  );

  app.openapi(
    guardedRoute(manage, {
      method: 'put',
      path: '/suppliers/{id}',
      tags,
      summary: 'Edit Supplier',
      request: { params: idParams, body },
      responses: { 200: supplierReply('Updated') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const supplier = await updateSupplier(
        c.var.deps.database.db,
        c.var.actor.sellerId,
        id,
        c.req.valid('json'),
      );
      return c.json({ ...reply('supplierUpdated'), supplier: toJson(supplier) }, 200);
    },
  );

  app.openapi(
    guardedRoute(manage, {
      method: 'delete',
      path: '/suppliers/{id}',
      tags,
      summary: 'Delete a supplier that no product refers to',
      request: { params: idParams },
      responses: {
        200: jsonResponse(messageReplySchema, 'Deleted'),
        409: errorResponse('Products refer to the supplier; deactivate it instead'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await deleteSupplier(c.var.deps.database.db, c.var.actor.sellerId, id);
      return c.json(reply('supplierDeleted'), 200);
    },
  );
  return app;
}
