import { listQuerySchema } from '@chalan/core';
import {
  codMarkResultSchema,
  codUndoResultSchema,
  payoutImportResultSchema,
  payoutsPageSchema,
  transactionsPageSchema,
} from '@chalan/core/transactions/replies';
import {
  codReceivedBodySchema,
  codUndoBodySchema,
  payoutsImportBodySchema,
  transactionsQuerySchema,
} from '@chalan/core/transactions/schemas';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { errorResponse } from '../../errors.ts';
import { jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { createRouter } from '../../router.ts';
import { markCodReceived, undoCodReceived } from './cod-received.service.ts';
import { importPayouts } from './payouts-import.service.ts';
import { listPayouts } from './payouts-read.service.ts';
import { listTransactions } from './transactions.service.ts';

/** Transactions: completed orders and their COD, marking it received, and the couriers' payouts. */
export function transactionsRoutes() {
  const app = createRouter();
  const tags = ['Transactions'];
  const access = { capability: 'workOrders' } as const;

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/transactions',
      tags,
      summary:
        'Completed orders whose completion falls in From–To (Dhaka dates; default this month), newest first, with the period’s totals',
      request: { query: transactionsQuerySchema },
      responses: { 200: jsonResponse(transactionsPageSchema, 'A page and the totals') },
    }),
    async (c) =>
      c.json(await listTransactions(c.var.deps.database.db, c.var.actor.sellerId, c.req.valid('query')), 200),
  );

  app.openapi(
    guardedRoute(access, {
      method: 'post',
      path: '/transactions/cod-received',
      tags,
      summary:
        'Mark the COD of completed orders received on a date (default today); one order may take the amount that came',
      description:
        'Orders already received or not completed are reported and left as they are. One transaction; each marked order gets an event.',
      request: { body: jsonBody(codReceivedBodySchema) },
      responses: { 200: jsonResponse(codMarkResultSchema, 'What was marked and what was left') },
    }),
    async (c) => {
      const { sellerId, userId } = c.var.actor;
      const result = await markCodReceived(c.var.deps.database.db, { sellerId, userId }, c.req.valid('json'));
      return c.json(result, 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'post',
      path: '/transactions/cod-received/undo',
      tags,
      summary: 'Put received orders back to COD pending',
      request: { body: jsonBody(codUndoBodySchema) },
      responses: { 200: jsonResponse(codUndoResultSchema, 'What was undone and what was not received') },
    }),
    async (c) => {
      const { sellerId, userId } = c.var.actor;
      const result = await undoCodReceived(c.var.deps.database.db, { sellerId, userId }, c.req.valid('json'));
      return c.json(result, 200);
    },
  );

  app.openapi(
    guardedRoute(access, {
      method: 'get',
      path: '/transactions/payouts',
      tags,
      summary:
        'Imported courier payouts, newest first, with matched / differs / unmatched counts and the flagged parcels',
      request: { query: listQuerySchema.omit({ search: true }) },
      responses: { 200: jsonResponse(payoutsPageSchema, 'A page of payouts') },
    }),
    async (c) =>
      c.json(await listPayouts(c.var.deps.database.db, c.var.actor.sellerId, c.req.valid('query')), 200),
  );

  app.openapi(
    guardedRoute(access, {
      method: 'post',
      path: '/transactions/payouts/import',
      tags,
      summary:
        'Import payouts: ask the Steadfast courier (or each one with API keys) for its payouts; new ones are stored once and their parcels mark COD received',
      request: { body: jsonBody(payoutsImportBodySchema) },
      responses: {
        200: jsonResponse(payoutImportResultSchema, 'What was imported, per courier'),
        409: errorResponse('No Steadfast courier with API keys'),
        422: errorResponse('The courier refused the credentials'),
        502: errorResponse('The courier could not be reached or did not answer'),
      },
    }),
    async (c) => {
      const { sellerId, userId } = c.var.actor;
      const result = await importPayouts(
        c.var.deps,
        c.var.deps.database.db,
        { sellerId, userId },
        c.req.valid('json'),
      );
      return c.json(result, 200);
    },
  );

  return app;
}
