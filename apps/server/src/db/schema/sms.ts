import type { MessageKey } from '@chalan/core';
import { SMS_LOG_KINDS, SMS_STATES } from '@chalan/core/sms/schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { sellers } from './sellers.ts';
import { tenantSellerId } from './tenant.ts';

/** A seller's Customer SMS settings: which messages go out, through which gateway, with which words. */
export const smsSettings = pgTable('sms_settings', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => sellers.id),
  confirmOnSave: boolean('confirm_on_save').notNull().default(false),
  linkAfterDispatch: boolean('link_after_dispatch').notNull().default(false),
  gatewayUrl: text('gateway_url').notNull().default(''),
  /** The gateway's API key, sealed like courier credentials (lib/secret-box.ts). */
  apiKeySealed: text('api_key_sealed'),
  senderId: text('sender_id').notNull().default(''),
  /** null: the default (Bangla) text. */
  confirmTemplate: text('confirm_template'),
  dispatchTemplate: text('dispatch_template'),
  updatedAt: updatedAt(),
});

/**
 * Every message to a customer: queued in the transaction that calls for it (an order saved, a parcel
 * booked), so none is lost or sent for something undone; then written and sent by jobs/sms-sender.ts. The
 * log the seller reads and the monthly count come from here.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    sellerId: tenantSellerId(),
    id: id(),
    orderId: uuid('order_id'),
    kind: text('kind', { enum: SMS_LOG_KINDS }).notNull(),
    phone: text('phone').notNull(),
    /** Written when it is sent, from the order and the template as they are then (null while queued). */
    body: text('body'),
    parts: integer('parts').notNull().default(0),
    state: text('state', { enum: SMS_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When the sender may take it (again): a claim pushes it ahead, so a dead sender's message comes back. */
    nextTryAt: timestamp('next_try_at', { withTimezone: true }),
    /** Why it was not sent (yet): a message key and its values, shown in the reader's language. */
    error: jsonb('error').$type<{ key: MessageKey; params: Record<string, string | number> }>(),
    gatewayId: text('gateway_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    foreignKey({ columns: [t.sellerId, t.orderId], foreignColumns: [orders.sellerId, orders.id] }),
    index('sms_messages_seller_created_idx').on(t.sellerId, t.createdAt),
    index('sms_messages_order_idx').on(t.sellerId, t.orderId),
    index('sms_messages_due_idx').on(t.nextTryAt).where(sql`${t.state} = 'queued'`),
  ],
);
