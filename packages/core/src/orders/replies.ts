import { z } from 'zod';
import { COURIER_PROVIDERS } from '../couriers/schemas.ts';
import { messageReplySchema } from '../replies.ts';
import { CUSTOMER_ANSWERS } from '../sms/schemas.ts';
import { PAYMENT_TYPES } from './payment.ts';
import { DELIVERY_TYPES, ITEM_TYPES } from './shipping.ts';
import { COURIER_STATES, ORDER_STATUSES } from './status.ts';

/**
 * The order as the API sends it (the contract between the orders API and its screens). Money in poisha,
 * dates as ISO strings. Totals follow core's one definition (orders/totals.ts).
 */

const poisha = (description?: string) =>
  z
    .number()
    .int()
    .meta({ description: description ? `Poisha: ${description}` : 'Poisha' });
const named = z.object({ id: z.string(), name: z.string() });

export const orderListItemSchema = z
  .object({
    id: z.string(),
    code: z.string().meta({ description: 'The current order id, e.g. 7K3M9QXA' }),
    /** Earlier ids (after a re-dispatch). */
    previousCodes: z.array(z.string()),
    status: z.enum(ORDER_STATUSES),
    courierStatus: z.enum(COURIER_STATES),
    createdAt: z.string(),
    salesDate: z.string().meta({ description: 'YYYY-MM-DD' }),
    refNo: z.string().nullable(),
    paymentType: z.enum(PAYMENT_TYPES),
    customer: z.object({ id: z.string(), name: z.string(), phone: z.string() }),
    /** Delivery details as they are on this order. */
    name: z.string(),
    phone: z.string(),
    address: z.string(),
    district: z.string().nullable(),
    thana: z.string().nullable(),
    store: named,
    courier: named.nullable(),
    consignmentId: z.string().nullable(),
    courierCancel: z
      .object({
        state: z.enum(['requested', 'manual']),
        courier: z.string(),
        parcel: z.string(),
        requestedAt: z.string(),
      })
      .nullable()
      .meta({
        description:
          'A cancel asked of the courier and not confirmed yet: requested (its API took it) or manual (do it in the courier’s panel)',
      }),
    customerAnswer: z.enum(CUSTOMER_ANSWERS).nullable().meta({
      description: 'What the customer answered through the confirmation SMS link (null: no answer yet)',
    }),
    customerAskedAt: z
      .string()
      .nullable()
      .meta({ description: 'When a confirmation SMS was last sent for it (null: never)' }),
    /** Product names and quantities, for list rows. */
    items: z.array(z.object({ name: z.string(), qty: z.number().int() })),
    gross: poisha('Σ sale price × quantity'),
    lineDiscounts: poisha(),
    discountOnAll: poisha(),
    net: poisha('what lists show'),
    deliveryCharge: poisha(),
    bill: poisha('net + delivery charge'),
    advance: poisha(),
    payable: poisha('bill − advance, the COD amount'),
    note: z.string().nullable(),
  })
  .meta({ id: 'OrderListItem' });
export type OrderListItem = z.output<typeof orderListItemSchema>;

const orderLineDetailSchema = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  salePrice: poisha(),
  liftPrice: poisha(),
  qty: z.number().int(),
  discount: poisha(),
  availableQty: z.number().int().meta({ description: 'The product’s available quantity now' }),
  weightGrams: z.number().int().meta({ description: 'One unit’s weight in grams: the product’s now' }),
});
export type OrderLineDetail = z.output<typeof orderLineDetailSchema>;

/** What a line of an order's timeline records. */
export const ORDER_EVENT_KINDS = [
  'created',
  'edited',
  'status',
  'deleted',
  'dispatch',
  'courier_status',
  /** A parcel's cancel at the courier: done, requested, or left to do in its panel. */
  'courier_cancel',
  'code_changed',
  /** The hold desk: a returned parcel received back, or the order sent again with another courier. */
  'hold_desk',
  /** The customer's answer through the confirmation SMS link (a cancel moves the status too). */
  'customer',
  /** A message queued to the customer: `changes.sms.to` is its kind (confirm, dispatched). */
  'sms',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

const orderEventSchema = z.object({
  id: z.string(),
  kind: z.enum(ORDER_EVENT_KINDS),
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES).nullable(),
  changes: z
    .record(z.string(), z.object({ from: z.unknown(), to: z.unknown() }))
    .nullable()
    .meta({ description: 'Only the fields that changed' }),
  user: named.nullable(),
  createdAt: z.string(),
});
export type OrderEvent = z.output<typeof orderEventSchema>;

/** A list item and its lines, discount, author and timeline (in OpenAPI: allOf OrderListItem and those). */
export const orderDetailSchema = orderListItemSchema
  .and(
    z.object({
      lines: z.array(orderLineDetailSchema),
      discount: z.object({
        type: z.enum(['fixed', 'percentage']),
        value: z.number().int().meta({ description: 'Poisha when fixed, basis points when percentage' }),
      }),
      createdBy: named.nullable(),
      events: z.array(orderEventSchema),
      weightGrams: z
        .number()
        .int()
        .meta({ description: 'The parcel’s weight in grams, as sent to the courier' }),
      deliveryType: z.enum(DELIVERY_TYPES).meta({ description: 'Steadfast’s delivery type' }),
      itemType: z.enum(ITEM_TYPES).meta({ description: 'Pathao’s item type' }),
      courierProvider: z.enum(COURIER_PROVIDERS).nullable().meta({
        description: 'Whose API the order’s courier speaks (which options apply); null with no courier',
      }),
    }),
  )
  .meta({ id: 'OrderDetail' });
export type OrderDetail = z.output<typeof orderDetailSchema>;

/** The ready list's summary, over every order the filters select (not just the page). */
const readySummarySchema = z.object({
  parcels: z.number().int(),
  sales: poisha('Σ net'),
  deliveryCharge: poisha(),
  cod: poisha('Σ payable'),
  advance: poisha(),
});
export type ReadySummary = z.output<typeof readySummarySchema>;

/** A page of one order list; the ready list's also carries its summary. */
export const orderPageSchema = z
  .object({
    items: z.array(orderListItemSchema),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
    summary: readySummarySchema
      .optional()
      .meta({ description: 'Only for status=ready: over every matching order, not just this page' }),
  })
  .meta({ id: 'OrderPage' });
export type OrderPage = z.output<typeof orderPageSchema>;

/** Before saving: the phone's open orders, its orders of the last 24 hours and its history. */
export const duplicateCheckSchema = z
  .object({
    openOrders: z.array(orderListItemSchema).meta({ description: 'Processing or ready, newest first' }),
    recentOrders: z
      .array(orderListItemSchema)
      .meta({ description: 'Created in the last 24 hours and not cancelled' }),
    history: z.object({
      total: z.number().int(),
      delivered: z.number().int().meta({ description: 'Completed orders' }),
      returned: z.number().int(),
      cancelled: z.number().int(),
      returnRate: z
        .number()
        .nullable()
        .meta({ description: 'returned / (completed + returned); null with no finished order' }),
    }),
  })
  .meta({ id: 'DuplicateCheck' });
export type DuplicateCheck = z.output<typeof duplicateCheckSchema>;

/**
 * What happened to the order's parcel at its courier with a move: cancelled (RedX), a return requested
 * (Steadfast), the new amount sent, or left to do in the courier's panel; null when no courier had it.
 */
export const courierNoticeSchema = messageReplySchema.nullable().meta({
  description:
    'What happened to the parcel at the courier: cancelled, a return requested, or what to do in the courier’s panel (its API cannot cancel); null when no courier had it',
});
export type CourierNotice = z.output<typeof courierNoticeSchema>;

/** Start Order's Save: the message and the order as saved. */
export const orderSavedReplySchema = messageReplySchema.extend({ order: orderDetailSchema });
export type OrderSavedReply = z.output<typeof orderSavedReplySchema>;

/** A move or an edit that can reach the courier: the order as it is now, and what the courier did. */
export const orderMovedReplySchema = messageReplySchema.extend({
  order: orderDetailSchema,
  courierNotice: courierNoticeSchema,
});
export type OrderMovedReply = z.output<typeof orderMovedReplySchema>;

export const orderDeletedReplySchema = messageReplySchema.extend({ courierNotice: courierNoticeSchema });
export type OrderDeletedReply = z.output<typeof orderDeletedReplySchema>;

/** `GET /api/orders/start-defaults`: what Start Order chooses before the user does. */
export const startOrderDefaultsSchema = z
  .object({
    courierId: z
      .uuid()
      .nullable()
      .meta({ description: 'The courier of the last saved order, while it is active; else null' }),
  })
  .meta({ id: 'StartOrderDefaults' });
export type StartOrderDefaults = z.output<typeof startOrderDefaultsSchema>;

/** `GET /api/orders/courier-counts`: how many of the listed orders go to each courier (a bulk send asks first). */
export const orderCourierCountsSchema = z
  .object({
    total: z.number().int(),
    couriers: z.array(
      z.object({
        courierId: z.uuid().nullable(),
        name: z.string().nullable().meta({ description: 'null: orders with no courier' }),
        count: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'OrderCourierCounts' });
export type OrderCourierCounts = z.output<typeof orderCourierCountsSchema>;
