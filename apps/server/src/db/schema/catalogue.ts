import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, money, updatedAt, weightGrams } from './columns.ts';
import { tenantSellerId } from './tenant.ts';

export const stores = pgTable(
  'stores',
  {
    sellerId: tenantSellerId(),
    id: id(),
    name: text('name').notNull(),
    phone: text('phone'),
    address: text('address'),
    district: text('district'),
    area: text('area'),
    zip: text('zip'),
    status: boolean('status').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.id] })],
);

export const suppliers = pgTable(
  'suppliers',
  {
    sellerId: tenantSellerId(),
    id: id(),
    name: text('name').notNull(),
    phone: text('phone'),
    address: text('address'),
    status: boolean('status').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.id] })],
);

export const products = pgTable(
  'products',
  {
    sellerId: tenantSellerId(),
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    brand: text('brand'),
    country: text('country'),
    imagePath: text('image_path'),
    supplierId: uuid('supplier_id'),
    storeId: uuid('store_id').notNull(),
    liftPrice: money('lift_price'),
    salePrice: money('sale_price'),
    qty: integer('qty').notNull().default(0),
    availableQty: integer('available_qty').notNull().default(0),
    /** One unit's weight; an order's weight starts as the sum of its lines. */
    weightGrams: weightGrams(),
    /** Set instead of deleting a product that orders refer to. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    foreignKey({ columns: [t.sellerId, t.storeId], foreignColumns: [stores.sellerId, stores.id] }),
    foreignKey({ columns: [t.sellerId, t.supplierId], foreignColumns: [suppliers.sellerId, suppliers.id] }),
    check('products_available_qty_not_negative', sql`${t.availableQty} >= 0`),
    check('products_qty_not_negative', sql`${t.qty} >= 0`),
    check('products_weight_positive', sql`${t.weightGrams} > 0`),
    index('products_seller_name_idx').on(t.sellerId, t.name),
  ],
);

export const COURIER_PROVIDERS = ['steadfast', 'pathao', 'redx', 'none'] as const;

export const couriers = pgTable(
  'couriers',
  {
    sellerId: tenantSellerId(),
    id: id(),
    name: text('name').notNull(),
    provider: text('provider', { enum: COURIER_PROVIDERS }).notNull().default('none'),
    mode: text('mode', { enum: ['sandbox', 'live'] })
      .notNull()
      .default('live'),
    /** The provider's credentials as JSON, encrypted with the server's secret; never sent back in full. */
    credentialsEncrypted: text('credentials_encrypted'),
    chargeInDhaka: money('charge_in_dhaka'),
    chargeOutsideDhaka: money('charge_outside_dhaka'),
    status: boolean('status').notNull().default(true),
    completeOnDelivered: boolean('complete_on_delivered').notNull().default(false),
    /** Secret part of this courier account's webhook URL. */
    webhookToken: text('webhook_token'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    uniqueIndex('couriers_seller_name_unique').on(t.sellerId, t.name),
    uniqueIndex('couriers_webhook_token_unique').on(t.webhookToken),
  ],
);

/** The courier a seller fixed for a district (the 'by_district' choice rule); a district at most once. */
export const courierDistrictChoices = pgTable(
  'courier_district_choices',
  {
    sellerId: tenantSellerId(),
    /** English name from bd-locations. */
    district: text('district').notNull(),
    courierId: uuid('courier_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.district] }),
    foreignKey({
      columns: [t.sellerId, t.courierId],
      foreignColumns: [couriers.sellerId, couriers.id],
    }).onDelete('cascade'),
  ],
);
