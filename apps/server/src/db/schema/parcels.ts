import { DELIVERY_STATUSES } from '@chalan/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { couriers } from './catalogue.ts';
import { createdAt, id, money, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { tenantSellerId } from './tenant.ts';

/**
 * A parcel booked with a courier for an order (one active at a time). The row is written before the
 * courier is asked ('sending', under the order's lock), so a second send of the same order finds it
 * instead of booking again; an answer that never came leaves it 'unconfirmed', and the courier is asked
 * about it (or told the same invoice again, which it refuses as a duplicate) before anything is sent.
 */
export const parcels = pgTable(
  'parcels',
  {
    sellerId: tenantSellerId(),
    id: id(),
    orderId: uuid('order_id').notNull(),
    courierId: uuid('courier_id').notNull(),
    /** The order id sent as the courier's invoice / merchant order id. */
    invoice: text('invoice').notNull(),
    booking: text('booking', { enum: ['sending', 'unconfirmed', 'booked'] })
      .notNull()
      .default('booked'),
    consignmentId: text('consignment_id'),
    trackingCode: text('tracking_code'),
    /** Normalised onto the Steadfast set; the courier's own value beside it. */
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    rawStatus: text('raw_status'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    codAmount: money('cod_amount'),
    /**
     * A cancel we asked of the courier that it has not confirmed yet: 'requested' (its API took it,
     * Steadfast's return request), 'manual' (its API cannot, as Pathao's: the seller cancels in the
     * courier's panel). Cleared when the courier reports the parcel cancelled, returned or otherwise final.
     */
    cancelState: text('cancel_state', { enum: ['requested', 'manual'] }),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    /** What the courier says it collected on delivery and what it charged, once it says (COD matching). */
    collectedAmount: bigint('collected_amount', { mode: 'number' }),
    deliveryCharge: bigint('delivery_charge', { mode: 'number' }),
    /** The hold desk: when the seller marked that the customer will take the parcel after all. */
    customerWillTakeAt: timestamp('customer_will_take_at', { withTimezone: true }),
    /** False once the order's courier info is cleared (courier page cancel / complete); history stays. */
    active: boolean('active').notNull().default(true),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }),
    syncFailures: integer('sync_failures').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    foreignKey({ columns: [t.sellerId, t.orderId], foreignColumns: [orders.sellerId, orders.id] }),
    foreignKey({ columns: [t.sellerId, t.courierId], foreignColumns: [couriers.sellerId, couriers.id] }),
    uniqueIndex('parcels_courier_invoice_unique').on(t.sellerId, t.courierId, t.invoice),
    index('parcels_order_idx').on(t.sellerId, t.orderId),
    index('parcels_sync_idx').on(t.nextSyncAt),
    // The sync's other claim: bookings whose answer never came (few, and looked up once stale).
    index('parcels_unconfirmed_idx').on(t.updatedAt).where(sql`${t.booking} in ('unconfirmed', 'sending')`),
    // A courier's webhook names the parcel by its consignment id (or our invoice, indexed above).
    index('parcels_consignment_idx').on(t.sellerId, t.courierId, t.consignmentId),
  ],
);

/** Every status a parcel has had: when we learned it, how, the courier's raw value and words. */
export const parcelEvents = pgTable(
  'parcel_events',
  {
    sellerId: tenantSellerId(),
    id: id(),
    parcelId: uuid('parcel_id').notNull(),
    status: text('status').notNull(),
    rawStatus: text('raw_status'),
    source: text('source', { enum: ['dispatch', 'poll', 'webhook', 'manual'] }).notNull(),
    message: text('message'),
    /** The courier's words in Bangla, where it gives them (RedX). */
    messageBn: text('message_bn'),
    /** When the courier says it happened, if it says. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    foreignKey({ columns: [t.sellerId, t.parcelId], foreignColumns: [parcels.sellerId, parcels.id] }),
    index('parcel_events_parcel_idx').on(t.sellerId, t.parcelId, t.createdAt),
  ],
);

/** The hold desk's notes on a parcel: what the customer said on each call, by whom, when. */
export const parcelNotes = pgTable(
  'parcel_notes',
  {
    sellerId: tenantSellerId(),
    id: id(),
    parcelId: uuid('parcel_id').notNull(),
    userId: uuid('user_id'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    foreignKey({ columns: [t.sellerId, t.parcelId], foreignColumns: [parcels.sellerId, parcels.id] }),
    foreignKey({ columns: [t.sellerId, t.userId], foreignColumns: [users.sellerId, users.id] }),
    index('parcel_notes_parcel_idx').on(t.sellerId, t.parcelId, t.createdAt),
  ],
);

/** A bulk "send to courier": worked through in the background, its progress read by the screen. */
export const dispatchBatches = pgTable(
  'dispatch_batches',
  {
    sellerId: tenantSellerId(),
    id: id(),
    userId: uuid('user_id').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The instance working through it, until when (renewed while it works): another takes over after. */
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    foreignKey({ columns: [t.sellerId, t.userId], foreignColumns: [users.sellerId, users.id] }),
    index('dispatch_batches_open_idx').on(t.finishedAt),
  ],
);

/**
 * When each courier account may be called next, shared by every instance (couriers/pace.ts): a courier's
 * rate limit is per account, not per process.
 */
export const courierTurns = pgTable(
  'courier_turns',
  {
    sellerId: tenantSellerId(),
    courierId: uuid('courier_id').notNull(),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
    /** The courier said "too many requests": no instance asks it anything before this. */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.courierId] }),
    foreignKey({
      columns: [t.sellerId, t.courierId],
      foreignColumns: [couriers.sellerId, couriers.id],
    }).onDelete('cascade'),
  ],
);

/** One order of a batch and what became of it; the reason as a message key for the screen's language. */
export const dispatchItems = pgTable(
  'dispatch_items',
  {
    sellerId: tenantSellerId(),
    batchId: uuid('batch_id').notNull(),
    orderId: uuid('order_id').notNull(),
    position: integer('position').notNull(),
    outcome: text('outcome', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    reasonKey: text('reason_key'),
    reasonParams: jsonb('reason_params').$type<Record<string, string | number>>(),
    reasonText: text('reason_text'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.batchId, t.orderId] }),
    foreignKey({
      columns: [t.sellerId, t.batchId],
      foreignColumns: [dispatchBatches.sellerId, dispatchBatches.id],
    }),
    foreignKey({ columns: [t.sellerId, t.orderId], foreignColumns: [orders.sellerId, orders.id] }),
  ],
);

/** A courier's figures for a phone number (Steadfast fraud_check), kept a day. */
export const fraudChecks = pgTable(
  'fraud_checks',
  {
    sellerId: tenantSellerId(),
    courierId: uuid('courier_id').notNull(),
    phone: text('phone').notNull(),
    report: jsonb('report').$type<Record<string, number>>().notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.courierId, t.phone] }),
    foreignKey({ columns: [t.sellerId, t.courierId], foreignColumns: [couriers.sellerId, couriers.id] }),
  ],
);
