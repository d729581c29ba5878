import { listQuerySchema, ORDER_STATUSES } from '@chalan/core';
import { COD_FILTERS, PAYOUT_MATCHES } from '@chalan/core/transactions/cod';
import {
  codReceivedBodySchema,
  codUndoBodySchema,
  payoutsImportBodySchema,
  transactionsQuerySchema,
} from '@chalan/core/transactions/schemas';
import { z } from '@hono/zod-openapi';
import { guardedRoute } from '../../auth/guarded-route.ts';
import { errorResponse } from '../../errors.ts';
import { pagedSchema } from '../../lib/list.ts';
import { jsonBody, jsonResponse } from '../../lib/openapi.ts';
import { messageReplySchema } from '../../messages.ts';
import { createRouter } from '../../router.ts';
import { markCodReceived, undoCodReceived } from './cod-received.service.ts';
import { importPayouts } from './payouts-import.service.ts';
import { listPayouts } from './payouts-read.service.ts';
import { listTransactions } from './transactions.service.ts';

const poisha = (description = 'Poisha') => z.number().int().openapi({ description });
const named = z.object({ id: z.string(), name: z.string() });
const orderRef = z.object({ id: z.string(), code: z.string() });

const transactionSchema = z.object({
  id: z.string(),
  code: z.string().openapi({ description: 'The order id; opens the invoice' }),
  completedAt: z.string(),
  courier: named.nullable(),
  customerName: z.string(),
  bill: poisha(),
  advance: poisha(),
  payable: poisha('Poisha: bill − advance, the COD'),
  codState: z.enum(['received', 'pending', 'prepaid']),
  codReceivedAt: z.string().nullable(),
  codReceivedAmount: poisha().nullable(),
});

const transactionsPageSchema = pagedSchema(transactionSchema, 'TransactionPage')
  .extend({
    period: z.object({ from: z.string(), to: z.string() }).openapi({ description: 'Dhaka dates, inclusive' }),
    filter: z.enum(COD_FILTERS),
    totals: z
      .object({
        orders: z.number().int(),
        total: poisha('Poisha: Σ bill'),
        received: poisha('Poisha: Σ advance + Σ COD received'),
        advance: poisha(),
        codReceived: poisha(),
        pending: poisha('Poisha: Σ payable not yet received'),
        receivedOrders: z.number().int(),
        pendingOrders: z.number().int(),
      })
      .openapi({ description: 'Over every completed order of the period, whatever the filter' }),
  })
  .openapi('TransactionPage');

const flagSchema = z.object({
  id: z.string(),
  consignmentId: z.string().nullable(),
  invoice: z.string().nullable(),
  match: z.enum(['differs', 'unmatched']),
  paid: poisha(),
  expected: poisha().nullable(),
  order: orderRef.nullable(),
});
const payoutSchema = z.object({
  id: z.string(),
  courier: named,
  externalId: z.string(),
  amount: poisha('Poisha: what the courier paid (COD less its charges)'),
  paidAt: z.string().nullable(),
  importedAt: z.string(),
  counts: z.object(Object.fromEntries(PAYOUT_MATCHES.map((m) => [m, z.number().int()])) as never),
  flagged: z.array(flagSchema),
});
const payoutsPageSchema = pagedSchema(payoutSchema, 'PayoutPage')
  .extend({ couriers: z.array(named) })
  .openapi('PayoutPage');

const markReplySchema = messageReplySchema.extend({
  marked: z.array(orderRef),
  alreadyReceived: z.array(orderRef),
  notCompleted: z.array(orderRef.extend({ status: z.enum(ORDER_STATUSES) })),
});
const undoReplySchema = messageReplySchema.extend({
  undone: z.array(orderRef),
  notReceived: z.array(orderRef),
});
const importReplySchema = messageReplySchema.extend({
  payouts: z.number().int(),
  consignments: z.number().int(),
  matched: z.number().int(),
  differs: z.number().int(),
  unmatched: z.number().int(),
  marked: z.number().int(),
  couriers: z.array(
    named.extend({ ok: z.boolean(), payouts: z.number().int(), error: messageReplySchema.nullable() }),
  ),
});

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
      responses: { 200: jsonResponse(markReplySchema, 'What was marked and what was left') },
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
      responses: { 200: jsonResponse(undoReplySchema, 'What was undone and what was not received') },
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
        200: jsonResponse(importReplySchema, 'What was imported, per courier'),
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
