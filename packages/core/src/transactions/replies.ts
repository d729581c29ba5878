import { z } from 'zod';
import { ORDER_STATUSES } from '../orders/status.ts';
import { messageReplySchema, pagedSchema } from '../replies.ts';
import { COD_FILTERS, COD_STATES, type PayoutMatch } from './cod.ts';

/** The replies of the Transactions API. Money in poisha, times ISO. */

const poisha = (description = 'Poisha') => z.number().int().meta({ description });
const named = z.object({ id: z.string(), name: z.string() });
const orderRefSchema = z.object({ id: z.string(), code: z.string() });
export type OrderRef = z.output<typeof orderRefSchema>;

/** One completed order on the Transactions list. */
const transactionRowSchema = z.object({
  id: z.string(),
  code: z.string().meta({ description: 'The order id; opens the invoice' }),
  completedAt: z.string(),
  courier: named.nullable(),
  customerName: z.string(),
  bill: poisha(),
  advance: poisha(),
  payable: poisha('Poisha: bill − advance, the COD'),
  codState: z.enum(COD_STATES),
  codReceivedAt: z.string().nullable(),
  codReceivedAmount: poisha().nullable(),
});
export type TransactionRow = z.output<typeof transactionRowSchema>;

/** The period's figures over every completed order in it, whatever the list shows (figures.md). */
const transactionTotalsSchema = z
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
  .meta({ description: 'Over every completed order of the period, whatever the filter' });
export type TransactionTotals = z.output<typeof transactionTotalsSchema>;

/**
 * One courier's money in the period, from what it reported: the parcels it settled (delivered, partly
 * delivered or came back), the cash it collected and its charges for them, what the seller's orders
 * expected, what it paid out (its payouts of the period), and the paid parcels that differ from their order.
 */
export const courierCodSchema = named.extend({
  settled: z.number().int(),
  collected: poisha('Poisha the courier says it collected'),
  charged: poisha('Poisha the courier charged'),
  expected: poisha(
    'Poisha the settled orders were to bring (their payable; nothing for a parcel that came back)',
  ),
  paid: poisha('Poisha of its payouts paid in the period'),
  flagged: z.number().int().meta({ description: 'Paid parcels of the period that differ from their order' }),
});
export type CourierCod = z.output<typeof courierCodSchema>;

export const transactionsPageSchema = pagedSchema(transactionRowSchema, 'TransactionPage')
  .extend({
    period: z.object({ from: z.string(), to: z.string() }).meta({ description: 'Dhaka dates, inclusive' }),
    filter: z.enum(COD_FILTERS),
    totals: transactionTotalsSchema,
    couriers: z
      .array(courierCodSchema)
      .meta({ description: 'Per courier with an API, its money in the period' }),
  })
  .meta({ id: 'TransactionPage' });
export type TransactionsPage = z.output<typeof transactionsPageSchema>;

export const codMarkResultSchema = messageReplySchema.extend({
  marked: z.array(orderRefSchema),
  alreadyReceived: z.array(orderRefSchema),
  notCompleted: z.array(orderRefSchema.extend({ status: z.enum(ORDER_STATUSES) })),
});
export type CodMarkResult = z.output<typeof codMarkResultSchema>;

export const codUndoResultSchema = messageReplySchema.extend({
  undone: z.array(orderRefSchema),
  notReceived: z.array(orderRefSchema),
});
export type CodUndoResult = z.output<typeof codUndoResultSchema>;

/** A parcel of a payout that needs a look: paid differently from its order, or no order has its invoice. */
const payoutFlagSchema = z.object({
  /** The stored parcel line's id. */
  id: z.string(),
  consignmentId: z.string().nullable(),
  invoice: z.string().nullable(),
  match: z.enum(['differs', 'unmatched'] satisfies Exclude<PayoutMatch, 'matched'>[]),
  paid: poisha(),
  expected: poisha().nullable(),
  order: orderRefSchema.nullable(),
});
export type PayoutFlag = z.output<typeof payoutFlagSchema>;

const count = z.number().int();
/** How many of a payout's parcels matched their orders, differ, or match no order. */
const matchCounts = { matched: count, differs: count, unmatched: count } satisfies Record<
  PayoutMatch,
  unknown
>;
const payoutViewSchema = z.object({
  id: z.string(),
  courier: named,
  /** The courier's own payout id. */
  externalId: z.string(),
  amount: poisha('Poisha: what the courier paid (COD less its charges)'),
  paidAt: z.string().nullable(),
  importedAt: z.string(),
  counts: z.object(matchCounts),
  flagged: z.array(payoutFlagSchema),
});
export type PayoutView = z.output<typeof payoutViewSchema>;

/** The payouts, and the seller's Steadfast couriers with API keys: where payouts can be imported from. */
export const payoutsPageSchema = pagedSchema(payoutViewSchema, 'PayoutPage')
  .extend({ couriers: z.array(named) })
  .meta({ id: 'PayoutPage' });
export type PayoutsPage = z.output<typeof payoutsPageSchema>;

const payoutImportCourierSchema = named.extend({
  ok: z.boolean(),
  payouts: z.number().int(),
  error: messageReplySchema.nullable(),
});
export type PayoutImportCourier = z.output<typeof payoutImportCourierSchema>;

export const payoutImportResultSchema = messageReplySchema.extend({
  payouts: z.number().int(),
  consignments: z.number().int(),
  matched: z.number().int(),
  differs: z.number().int(),
  unmatched: z.number().int(),
  /** Orders whose COD this import marked received. */
  marked: z.number().int(),
  couriers: z.array(payoutImportCourierSchema),
});
export type PayoutImportResult = z.output<typeof payoutImportResultSchema>;
