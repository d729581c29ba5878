import { checkedOrderFiltersSchema, orderExportQuerySchema, orderListQuerySchema } from '@chalan/core';
import { orderCourierCountsSchema, orderDetailSchema, orderPageSchema } from '@chalan/core/orders/replies';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { csvReply } from '../../lib/csv-response.ts';
import { idParams, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../router.ts';
import { loadOrderDetail } from './order-detail.ts';
import { courierCounts, listOrders } from './orders-read.service.ts';
import { orderExportResponse } from './orders-read-csv.ts';

export function ordersReadRoutes() {
  const app = createRouter();
  const tags = ['Orders'];
  const access = { capability: 'workOrders' } as const;

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/orders',
      tags,
      summary:
        'A page of one order list (processing, ready = ready and not sent, completed, returned, cancelled, all), newest first',
      description:
        'search matches any id the order has had, the customer name (ignoring case) or the phone (digits); from/to are sales dates (inclusive); minAmount/maxAmount compare the bill in poisha; ids is a comma-separated list.',
      request: { query: orderListQuerySchema },
      responses: { 200: jsonResponse(orderPageSchema, 'A page of orders') },
    }),
    async (c) =>
      c.json(await listOrders(c.var.deps.database.db, c.var.actor.sellerId, c.req.valid('query')), 200),
  );

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/orders/export',
      tags,
      summary: 'The listed orders (same filters as the list, or ids=a,b) as CSV (exported_data.csv)',
      request: { query: orderExportQuerySchema },
      responses: { 200: csvReply },
    }),
    (c) =>
      // biome-ignore lint/suspicious/noExplicitAny: a streamed body is outside the JSON typing of openapi()
      orderExportResponse(c, c.var.deps.database.db, c.var.actor.sellerId, c.req.valid('query')) as any,
  );

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/orders/courier-counts',
      tags,
      summary: 'How many of the listed orders (same filters as the list) go to each courier, most first',
      request: { query: checkedOrderFiltersSchema },
      responses: { 200: jsonResponse(orderCourierCountsSchema, 'Counts per courier') },
    }),
    async (c) =>
      c.json(await courierCounts(c.var.deps.database.db, c.var.actor.sellerId, c.req.valid('query')), 200),
  );

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/orders/{id}',
      tags,
      summary: 'One order with its lines (and each product’s stock now) and its timeline, oldest first',
      request: { params: idParams },
      responses: { 200: jsonResponse(orderDetailSchema, 'The order') },
    }),
    async (c) =>
      c.json(
        await loadOrderDetail(c.var.deps.database.db, c.var.actor.sellerId, c.req.valid('param').id),
        200,
      ),
  );
  return app;
}
