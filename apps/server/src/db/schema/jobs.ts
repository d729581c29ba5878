import type { CourierRefresh } from '@chalan/core/parcels/replies';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
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
import { couriers } from './catalogue.ts';
import { createdAt } from './columns.ts';
import { tenantSellerId } from './tenant.ts';

/**
 * A courier page's Refresh (features/parcels/refresh-runs.ts): worked by the instance that holds its lease,
 * its progress read by any instance, a second Refresh's screen put first in its queue from any instance.
 */
export const refreshRuns = pgTable(
  'refresh_runs',
  {
    sellerId: tenantSellerId(),
    courierId: uuid('courier_id').notNull(),
    courierName: text('courier_name').notNull(),
    /** The courier finds a parcel by our invoice (Steadfast): lost answers are asked about too. */
    byInvoice: boolean('by_invoice').notNull(),
    /** Parcels still to ask about, in order (the screen's first). */
    queue: uuid('queue').array().notNull().default(sql`'{}'::uuid[]`),
    /** The parcel being asked about now. */
    current: uuid('current'),
    total: integer('total').notNull().default(0),
    checked: integer('checked').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    failures: jsonb('failures').$type<CourierRefresh['failures']>().notNull().default([]),
    /** The courier said "too many requests": the rest waits for the background sync. */
    paused: boolean('paused').notNull().default(false),
    /** The instance working the run, and until when: a run whose lease ran out (its instance died) is over. */
    leaseOwner: text('lease_owner').notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.courierId] }),
    foreignKey({
      columns: [t.sellerId, t.courierId],
      foreignColumns: [couriers.sellerId, couriers.id],
    }).onDelete('cascade'),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Uploaded images (logos, product and customer pictures) when the database is PostgreSQL, so every instance
 * serves every image (lib/image-store.ts); the embedded database keeps them as files in DATA_DIR/uploads.
 */
export const uploadedImages = pgTable(
  'uploaded_images',
  {
    /** `<folder>/<uuid>.<ext>`, as the records point to it below /uploads/. */
    path: text('path').primaryKey(),
    sellerId: tenantSellerId(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploaded_images_seller_idx').on(t.sellerId)],
);
