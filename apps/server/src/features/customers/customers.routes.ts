import {
  CUSTOMER_EXPORT_COLUMNS,
  customerBodySchema,
  customerSearchQuerySchema,
  dhakaDate,
  exportColumnsQuerySchema,
  exportHeader,
  listQuerySchema,
  takaCell,
} from '@chalan/core';
import {
  type Customer,
  customerChangeReplySchema,
  customerPageSchema,
  customerProfileSchema,
  customerSearchReplySchema,
} from '@chalan/core/customers/replies';
import { guardedRoute } from '../../auth/guarded-route.ts';
import type { Db } from '../../db/client.ts';
import { errorResponse, notFound } from '../../errors.ts';
import { csvReply, csvResponse, inKeysetBatches } from '../../lib/csv-response.ts';
import { imageStore } from '../../lib/image-store.ts';
import { idParams, jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { imageRoute, uploadUrl } from '../../lib/uploads.ts';
import { messageReplySchema, reply } from '../../messages.ts';
import { createRouter } from '../../router.ts';
import { createCustomer, deleteCustomer, replaceCustomerImage, updateCustomer } from './customers.service.ts';
import {
  type CustomerExportKey,
  type CustomerRow,
  customerFigures,
  exportPage,
  getCustomer,
  listCustomers,
  searchCustomers,
} from './customers-read.service.ts';

/** A customer as the API sends it (the list, the search, Start Order's paste from chat). */
export const customerJson = (c: CustomerRow): Customer => ({
  id: c.id,
  name: c.name,
  phone: c.phone,
  address: c.address,
  district: c.district,
  thana: c.thana,
  imageUrl: uploadUrl(c.imagePath),
  link: c.link,
  createdAt: c.createdAt.toISOString(),
  lastPurchase: c.lastPurchaseAt ? { total: c.totalPurchase, at: c.lastPurchaseAt.toISOString() } : null,
});

const customerReply = (description: string) => jsonResponse(customerChangeReplySchema, description);

/** The list's search, so Export gives what the list shows; without it, every customer. */
const exportQuerySchema = exportColumnsQuerySchema.extend({
  search: listQuerySchema.shape.search.describe(
    'As on the list: digits search the phone, anything else the name; empty or left out: all',
  ),
});

const phoneTakenResponse = errorResponse(
  'The seller has a customer with this mobile number; `params.customerId` names that customer',
);

export function customersRoutes() {
  const app = createRouter();
  const tags = ['Customers'];
  const admin = { capability: 'manageCustomersList' } as const;
  const staff = { capability: 'workOrders' } as const;

  /** The customer as it is now, for a reply after a change. */
  const current = async (db: Db, sellerId: string, id: string) => {
    const customer = await getCustomer(db, sellerId, id);
    if (!customer) throw notFound();
    return customerJson(customer);
  };
  /** The reply to an edit: the "updated" message and the customer as it is now. */
  const updated = async (db: Db, sellerId: string, id: string) => {
    const customer = await current(db, sellerId, id);
    return { ...reply('customerUpdated', { name: customer.name }), customer };
  };

  app.openapi(
    guardedRoute(admin, {
      method: 'get',
      path: '/customers',
      tags,
      summary: 'Customers List: newest purchase first; search by name, or by phone when the text is digits',
      request: { query: listQuerySchema },
      responses: { 200: jsonResponse(customerPageSchema, 'A page of customers') },
    }),
    async (c) => {
      const page = await listCustomers(c.var.deps.database.db, c.var.actor.sellerId, c.req.valid('query'));
      return c.json({ ...page, items: page.items.map(customerJson) }, 200);
    },
  );

  app.openapi(
    guardedRoute(staff, {
      method: 'get',
      path: '/customers/search',
      tags,
      summary: 'Find a customer for an order: digits search the phone, anything else the name; at most 5',
      request: { query: customerSearchQuerySchema },
      responses: {
        200: jsonResponse(
          customerSearchReplySchema,
          'Up to 5 customers, and "Customer Found!!" or "Customer Not Found!!"',
        ),
      },
    }),
    async (c) => {
      const found = await searchCustomers(
        c.var.deps.database.db,
        c.var.actor.sellerId,
        c.req.valid('query').q,
      );
      return c.json(
        { ...reply(found.length ? 'customerFound' : 'customerNotFound'), items: found.map(customerJson) },
        200,
      );
    },
  );

  app.openapi(
    guardedRoute(admin, {
      method: 'get',
      path: '/customers/export',
      tags,
      summary:
        'The customers the list shows for `search` (or every customer) with their figures as CSV (exported_data.csv), in the list’s order',
      request: { query: exportQuerySchema },
      responses: { 200: csvReply },
    }),
    (c) => {
      const { database } = c.var.deps;
      const { sellerId } = c.var.actor;
      const { search, columns } = c.req.valid('query');
      const rows = inKeysetBatches(
        (after: CustomerExportKey | null, limit) => exportPage(database.db, sellerId, after, limit, search),
        (customer) => [
          customer.name,
          customer.phone,
          customer.address,
          customer.thana,
          customer.district,
          customer.link,
          customer.orderCount,
          takaCell(customer.totalPurchase),
          customer.lastPurchaseAt ? dhakaDate(customer.lastPurchaseAt) : '',
        ],
      );
      // biome-ignore lint/suspicious/noExplicitAny: a streamed body is outside the JSON typing of openapi()
      return csvResponse(c, exportHeader(CUSTOMER_EXPORT_COLUMNS, columns), rows) as any;
    },
  );

  app.openapi(
    guardedRoute(staff, {
      method: 'post',
      path: '/customers',
      tags,
      summary: 'Add a customer (one per mobile number)',
      request: { body: jsonBody(customerBodySchema) },
      responses: { 201: customerReply('Added'), 409: phoneTakenResponse },
    }),
    async (c) => {
      const { db } = c.var.deps.database;
      const { sellerId } = c.var.actor;
      const id = await createCustomer(db, sellerId, c.req.valid('json'));
      const customer = await current(db, sellerId, id);
      return c.json({ ...reply('customerAdded', { name: customer.name }), customer }, 201);
    },
  );

  app.openapi(
    guardedRoute(admin, {
      method: 'get',
      path: '/customers/{id}',
      tags,
      summary: 'A customer’s profile with figures computed from their orders',
      request: { params: idParams },
      responses: {
        200: jsonResponse(customerProfileSchema, 'The customer and their figures'),
      },
    }),
    async (c) => {
      const { db } = c.var.deps.database;
      const { sellerId } = c.var.actor;
      const { id } = c.req.valid('param');
      const customer = await current(db, sellerId, id);
      const figures = await customerFigures(db, sellerId, id);
      return c.json(
        { customer, figures: { ...figures, lastPurchaseAt: figures.lastPurchaseAt?.toISOString() ?? null } },
        200,
      );
    },
  );

  app.openapi(
    guardedRoute(admin, {
      method: 'put',
      path: '/customers/{id}',
      tags,
      summary: 'Edit a customer',
      request: { params: idParams, body: jsonBody(customerBodySchema) },
      responses: { 200: customerReply('Updated'), 409: phoneTakenResponse },
    }),
    async (c) => {
      const { db } = c.var.deps.database;
      const { sellerId } = c.var.actor;
      const { id } = c.req.valid('param');
      await updateCustomer(db, sellerId, id, c.req.valid('json'));
      return c.json(await updated(db, sellerId, id), 200);
    },
  );

  app.openapi(
    imageRoute(staff, '/customers/{id}/image', tags, 'customer', customerReply('Image replaced')),
    async (c) => {
      const { database } = c.var.deps;
      const { sellerId } = c.var.actor;
      const { id } = c.req.valid('param');
      const images = imageStore(c.var.deps);
      await replaceCustomerImage(database.db, images, sellerId, id, c.req.valid('form').file);
      return c.json(await updated(database.db, sellerId, id), 200);
    },
  );

  app.openapi(
    guardedRoute(admin, {
      method: 'delete',
      path: '/customers/{id}',
      tags,
      summary: 'Delete a customer; their orders stay and still name them',
      request: { params: idParams },
      responses: { 200: jsonResponse(messageReplySchema, 'Deleted') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await deleteCustomer(c.var.deps.database.db, c.var.actor.sellerId, id);
      return c.json(reply('customerDeleted'), 200);
    },
  );
  return app;
}
