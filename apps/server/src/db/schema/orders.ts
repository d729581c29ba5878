import { COURIER_STATES, DELIVERY_TYPES, ITEM_TYPES, ORDER_STATUSES, PAYMENT_TYPES } from '@chalan/core';
import { CUSTOMER_ANSWERS } from '@chalan/core/sms/schemas';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
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
import { couriers, products, stores } from './catalogue.ts';
import { createdAt, id, money, updatedAt, weightGrams } from './columns.ts';
import { tenantSellerId } from './tenant.ts';

export const customers = pgTable(
  'customers',
  {
    sellerId: tenantSellerId(),
    id: id(),
    name: text('name').notNull(),
    /** 11 digits, 01XXXXXXXXX; one customer per phone per seller. */
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    district: text('district'),
    thana: text('thana'),
    imagePath: text('image_path'),
    link: text('link'),
    /**
     * The customer's placed orders (live, not cancelled), recomputed from the orders by the database on
     * every change to one (migration 0006's triggers): the dashboard's Repeated without a pass over every
     * order. docs/decisions/0002-customer-placed-orders.md.
     */
    placedOrders: integer('placed_orders').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    uniqueIndex('customers_seller_phone_unique').on(t.sellerId, t.phone).where(sql`${t.deletedAt} is null`),
    index('customers_seller_name_idx').on(t.sellerId, t.name),
    // The dashboard's customers added today / this month / in all. placed_orders stays out of every
    // index, so its recount on each order is a HOT update that leaves the customer indexes alone.
    index('customers_live_created_idx').on(t.sellerId, t.createdAt).where(sql`${t.deletedAt} is null`),
    // Search by any part of the name or phone (Start Order, Customers List, the order search): trigram
    // indexes with the seller in them (btree_gin), so a search reads only this seller's matches.
    // Decision 0003.
    index('customers_live_name_trgm_idx')
      .using('gin', t.sellerId, t.name.op('gin_trgm_ops'))
      .where(sql`${t.deletedAt} is null`),
    index('customers_live_phone_trgm_idx')
      .using('gin', t.sellerId, t.phone.op('gin_trgm_ops'))
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    sellerId: tenantSellerId(),
    id: id(),
    /** The short id shown to people and sent to couriers as the invoice; earlier ones live in order_codes. */
    code: text('code').notNull(),
    customerId: uuid('customer_id').notNull(),
    storeId: uuid('store_id').notNull(),
    courierId: uuid('courier_id'),
    // the customer's delivery details as they were on this order
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    address: text('address').notNull(),
    district: text('district'),
    thana: text('thana'),
    refNo: text('ref_no'),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull().default('COD'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('processing'),
    courierStatus: text('courier_status', { enum: COURIER_STATES }).notNull().default('none'),
    // totals in poisha, computed by core's one definition when the order is written
    gross: money('gross'),
    lineDiscounts: money('line_discounts'),
    discountOnAllType: text('discount_on_all_type', { enum: ['fixed', 'percentage'] })
      .notNull()
      .default('fixed'),
    /** Poisha when fixed, basis points (1% = 100) when percentage. */
    discountOnAllValue: integer('discount_on_all_value').notNull().default(0),
    discountOnAll: money('discount_on_all'),
    net: money('net'),
    deliveryCharge: money('delivery_charge'),
    bill: money('bill'),
    advance: money('advance'),
    payable: money('payable'),
    /** Σ line quantity, written with the totals: the dashboard sums it without reading the lines. */
    units: integer('units').notNull().default(0),
    /** The parcel's weight: the lines' sum when the order is written, unless the user typed one. */
    weightGrams: weightGrams(),
    /** Steadfast's delivery_type (home or hub pick-up); kept whatever the courier (core's orders/shipping.ts). */
    deliveryType: text('delivery_type', { enum: DELIVERY_TYPES }).notNull().default('home'),
    /** Pathao's item_type (parcel or document). */
    itemType: text('item_type', { enum: ITEM_TYPES }).notNull().default('parcel'),
    note: text('note'),
    salesDate: date('sales_date').notNull(),
    /** When the order last became completed (delivered): Today's Send, Transactions. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    codReceivedAt: timestamp('cod_received_at', { withTimezone: true }),
    /** When a confirmation SMS was last queued for the customer (null: never asked). */
    customerAskedAt: timestamp('customer_asked_at', { withTimezone: true }),
    /** What the customer answered through the SMS link; set once. */
    customerAnswer: text('customer_answer', { enum: CUSTOMER_ANSWERS }),
    customerAnsweredAt: timestamp('customer_answered_at', { withTimezone: true }),
    codReceivedAmount: money('cod_received_amount'),
    createdById: uuid('created_by_id'),
    updatedById: uuid('updated_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    foreignKey({ columns: [t.sellerId, t.customerId], foreignColumns: [customers.sellerId, customers.id] }),
    foreignKey({ columns: [t.sellerId, t.storeId], foreignColumns: [stores.sellerId, stores.id] }),
    foreignKey({ columns: [t.sellerId, t.courierId], foreignColumns: [couriers.sellerId, couriers.id] }),
    foreignKey({ columns: [t.sellerId, t.createdById], foreignColumns: [users.sellerId, users.id] }),
    foreignKey({ columns: [t.sellerId, t.updatedById], foreignColumns: [users.sellerId, users.id] }),
    uniqueIndex('orders_seller_code_unique').on(t.sellerId, t.code),
    // Lists read only live orders, newest first (created_at, then id); partial indexes in that order let
    // a page's ids, however deep, and the count come from the index alone, with no sort.
    index('orders_live_status_created_idx')
      .on(t.sellerId, t.status, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('orders_live_created_idx').on(t.sellerId, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    // Sales figures by the seller's sales date (dashboard, loss-profit); the dashboard's columns ride
    // along so its periods and chart are an index-only scan.
    index('orders_live_sales_figures_idx')
      .on(t.sellerId, t.salesDate, t.status, t.customerId, t.net, t.units)
      .where(sql`${t.deletedAt} is null`),
    // Completed orders by when they were completed (Today's Send, Transactions).
    index('orders_completed_at_idx')
      .on(t.sellerId, t.completedAt)
      .where(sql`${t.deletedAt} is null and ${t.status} = 'completed'`),
    // A customer's orders. The figures' columns ride along, so the customer figures (last purchase,
    // total, count) and the placed-orders recount are index-only scans.
    index('orders_seller_customer_figures_idx').on(
      t.sellerId,
      t.customerId,
      t.createdAt,
      t.deletedAt,
      t.status,
      t.net,
    ),
    index('orders_seller_phone_idx').on(t.sellerId, t.phone),
    /** The courier choice: the seller's delivery rate per courier to a district. */
    index('orders_seller_district_idx').on(t.sellerId, t.district),
    check('orders_advance_not_negative', sql`${t.advance} >= 0`),
    check('orders_payable_not_negative', sql`${t.payable} >= 0`),
    check('orders_weight_positive', sql`${t.weightGrams} > 0`),
  ],
);

/** Every id an order has had (the current one too), so an earlier id still finds it. */
export const orderCodes = pgTable(
  'order_codes',
  {
    sellerId: tenantSellerId(),
    code: text('code').notNull(),
    orderId: uuid('order_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.code] }),
    foreignKey({ columns: [t.sellerId, t.orderId], foreignColumns: [orders.sellerId, orders.id] }),
    index('order_codes_order_idx').on(t.sellerId, t.orderId),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    sellerId: tenantSellerId(),
    id: id(),
    orderId: uuid('order_id').notNull(),
    productId: uuid('product_id').notNull(),
    position: integer('position').notNull(),
    /** Name and prices as sold; the product may change or be archived later. */
    name: text('name').notNull(),
    salePrice: money('sale_price'),
    liftPrice: money('lift_price'),
    qty: integer('qty').notNull(),
    discount: money('discount'),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    foreignKey({ columns: [t.sellerId, t.orderId], foreignColumns: [orders.sellerId, orders.id] }),
    foreignKey({ columns: [t.sellerId, t.productId], foreignColumns: [products.sellerId, products.id] }),
    index('order_lines_order_idx').on(t.sellerId, t.orderId),
    index('order_lines_product_idx').on(t.sellerId, t.productId),
    check('order_lines_qty_positive', sql`${t.qty} > 0`),
  ],
);

/** The order's timeline: who changed what, and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    sellerId: tenantSellerId(),
    id: id(),
    orderId: uuid('order_id').notNull(),
    userId: uuid('user_id'),
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    foreignKey({ columns: [t.sellerId, t.orderId], foreignColumns: [orders.sellerId, orders.id] }),
    foreignKey({ columns: [t.sellerId, t.userId], foreignColumns: [users.sellerId, users.id] }),
    index('order_events_order_idx').on(t.sellerId, t.orderId, t.createdAt),
  ],
);

/** Every change of stock, tied to its order where there is one, so nothing is restocked twice. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    sellerId: tenantSellerId(),
    id: id(),
    productId: uuid('product_id').notNull(),
    orderId: uuid('order_id'),
    kind: text('kind', {
      enum: ['initial', 'stock_in', 'order', 'order_edit', 'restock', 'adjustment'],
    }).notNull(),
    qtyChange: integer('qty_change').notNull(),
    unitCost: money('unit_cost'),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.id] }),
    foreignKey({ columns: [t.sellerId, t.productId], foreignColumns: [products.sellerId, products.id] }),
    foreignKey({ columns: [t.sellerId, t.createdById], foreignColumns: [users.sellerId, users.id] }),
    foreignKey({ columns: [t.sellerId, t.orderId], foreignColumns: [orders.sellerId, orders.id] }),
    index('stock_movements_product_idx').on(t.sellerId, t.productId, t.createdAt),
    index('stock_movements_order_idx').on(t.sellerId, t.orderId),
  ],
);
