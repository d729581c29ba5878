import {
  bigint,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { couriers } from './catalogue.ts';
import { createdAt, id, money } from './columns.ts';
import { orders } from './orders.ts';
import { tenantSellerId } from './tenant.ts';

/** A payout a courier made to the seller (Steadfast GET /payments), imported once. */
export const courierPayouts = pgTable(
  'courier_payouts',
  {
    sellerId: tenantSellerId(),
    id: id(),
    courierId: uuid('courier_id').notNull(),
    /** The courier's own payout id. */
    externalId: text('external_id').notNull(),
    amount: money('amount'),
    courierStatus: text('courier_status'),
    /** When the courier says it paid (its created_at). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    raw: jsonb('raw').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    foreignKey({ columns: [t.sellerId, t.courierId], foreignColumns: [couriers.sellerId, couriers.id] }),
    uniqueIndex('courier_payouts_external_unique').on(t.sellerId, t.courierId, t.externalId),
  ],
);

/**
 * One consignment of a payout, matched to an order by its invoice (the order id, current or earlier):
 * 'matched' when the COD paid is what the order expected, 'differs' when not, 'unmatched' when no order has
 * that invoice.
 */
export const courierPayoutItems = pgTable(
  'courier_payout_items',
  {
    sellerId: tenantSellerId(),
    id: id(),
    payoutId: uuid('payout_id').notNull(),
    orderId: uuid('order_id'),
    consignmentId: text('consignment_id'),
    invoice: text('invoice'),
    codAmount: money('cod_amount'),
    deliveryCharge: money('delivery_charge'),
    /** The order's payable when it was matched; null when unmatched. */
    expectedAmount: bigint('expected_amount', { mode: 'number' }),
    match: text('match', { enum: ['matched', 'differs', 'unmatched'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    foreignKey({
      columns: [t.sellerId, t.payoutId],
      foreignColumns: [courierPayouts.sellerId, courierPayouts.id],
    }),
    foreignKey({ columns: [t.sellerId, t.orderId], foreignColumns: [orders.sellerId, orders.id] }),
    index('courier_payout_items_payout_idx').on(t.sellerId, t.payoutId),
    index('courier_payout_items_order_idx').on(t.sellerId, t.orderId),
  ],
);
