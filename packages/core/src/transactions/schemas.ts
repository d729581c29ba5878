import { z } from 'zod';
import { listQuerySchema } from '../list.ts';
import { MESSAGE_KEY } from '../messages.ts';
import { dhakaDate } from '../time.ts';
import { COD_FILTERS } from './cod.ts';

/** Most orders one mark (or undo) may name: a page of 100 and more, never the whole history. */
export const MAX_COD_ORDERS = 500;
/** The largest amount one order can bring, in poisha (10 crore taka). */
const MAX_AMOUNT = 10_000_000_000;

/** A query string sends an empty value for a cleared field: that is no value. */
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const date = z.iso.date({ error: MESSAGE_KEY.orderFilterDateInvalid });

/**
 * `GET /api/transactions`: completed orders whose completion falls in From–To (Dhaka dates, inclusive;
 * this month when both are left out), all, still pending or received.
 */
export const transactionsQuerySchema = z
  .object({
    from: z.preprocess(blank, date.optional()),
    to: z.preprocess(blank, date.optional()),
    filter: z.preprocess(
      blank,
      z.enum(COD_FILTERS, { error: MESSAGE_KEY.transactionsFilterInvalid }).default('all'),
    ),
    page: listQuerySchema.shape.page,
    limit: listQuerySchema.shape.limit,
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from > query.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: MESSAGE_KEY.orderDateRangeInvalid });
    }
  });
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

/** The orders of a mark or an undo: at least one, at most MAX_COD_ORDERS, each named once. */
const orderIds = z
  .array(z.uuid({ error: MESSAGE_KEY.codOrdersRequired }), { error: MESSAGE_KEY.codOrdersRequired })
  .min(1, { error: MESSAGE_KEY.codOrdersRequired })
  .max(MAX_COD_ORDERS, { error: MESSAGE_KEY.codOrdersTooMany })
  .transform((ids) => [...new Set(ids)]);

/** The date the money came: a Dhaka date, today or earlier. */
export const receivedOnSchema = z.iso
  .date({ error: MESSAGE_KEY.codReceivedDateInvalid })
  .refine((day) => day <= dhakaDate(new Date()), { error: MESSAGE_KEY.codReceivedDateFuture });

/** What came, in poisha. */
export const receivedAmountSchema = z
  .number({ error: MESSAGE_KEY.codAmountInvalid })
  .int({ error: MESSAGE_KEY.codAmountInvalid })
  .min(0, { error: MESSAGE_KEY.codAmountInvalid })
  .max(MAX_AMOUNT, { error: MESSAGE_KEY.codAmountInvalid });

/**
 * `POST /api/transactions/cod-received`: the orders whose COD came, on `receivedOn` (default today). Each
 * is marked with its payable; one order alone may be given the `amount` that really came.
 */
export const codReceivedBodySchema = z
  .object({
    orderIds,
    receivedOn: receivedOnSchema.optional(),
    amount: receivedAmountSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.amount !== undefined && body.orderIds.length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: MESSAGE_KEY.codAmountOneOrder });
    }
  });
export type CodReceivedBody = z.input<typeof codReceivedBodySchema>;

/** `POST /api/transactions/cod-received/undo`: the orders to put back to pending. */
export const codUndoBodySchema = z.object({ orderIds });
export type CodUndoBody = z.input<typeof codUndoBodySchema>;

/** `POST /api/transactions/payouts/import`: one Steadfast courier, or all of the seller's with API keys. */
export const payoutsImportBodySchema = z.object({
  courierId: z.uuid({ error: MESSAGE_KEY.payoutsCourierNotSteadfast }).optional(),
});
export type PayoutsImportBody = z.input<typeof payoutsImportBodySchema>;
