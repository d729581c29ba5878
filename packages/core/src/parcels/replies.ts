import { z } from 'zod';
import { DELIVERY_STATUSES } from '../couriers/delivery-status.ts';
import { COURIER_PROVIDERS } from '../couriers/schemas.ts';
import { orderListItemSchema } from '../orders/replies.ts';
import { messageReplySchema, pagedSchema } from '../replies.ts';

/** A parcel as stored from the courier's answers; `status` is one of core's DELIVERY_STATUSES. */
export const parcelSchema = z.object({
  id: z.uuid(),
  status: z.enum(DELIVERY_STATUSES),
  rawStatus: z.string().nullable().meta({ description: 'The courier’s own value' }),
  statusChangedAt: z.string().nullable(),
  consignmentId: z.string().nullable(),
  trackingCode: z.string().nullable(),
  lastSyncedAt: z.string().nullable(),
});
export type Parcel = z.output<typeof parcelSchema>;

/** A row of a courier's page: a ready order sent to that courier, and its parcel. */
const courierParcelSchema = z.object({ order: orderListItemSchema, parcel: parcelSchema });
export type CourierParcel = z.output<typeof courierParcelSchema>;

export const courierParcelPageSchema = pagedSchema(courierParcelSchema, 'CourierParcelPage');

export const PARCEL_EVENT_SOURCES = ['dispatch', 'poll', 'webhook', 'manual'] as const;
export type ParcelEventSource = (typeof PARCEL_EVENT_SOURCES)[number];

const parcelEventSchema = z.object({
  status: z.string(),
  rawStatus: z.string().nullable(),
  source: z.enum(PARCEL_EVENT_SOURCES),
  message: z.string().nullable(),
  occurredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ParcelEvent = z.output<typeof parcelEventSchema>;

/** A parcel's history, newest first. */
export const parcelEventsSchema = z.object({ items: z.array(parcelEventSchema) });
export type ParcelEvents = z.output<typeof parcelEventsSchema>;

/**
 * Refresh: asking the courier now about its parcels on the way, the screen's first. Answered once those
 * are read (or after a few seconds); `running` while the rest is still being asked about.
 */
export const courierRefreshSchema = messageReplySchema
  .extend({
    running: z.boolean(),
    total: z.number().int().meta({ description: 'Parcels this Refresh asks about' }),
    checked: z.number().int(),
    changed: z.number().int(),
    failed: z.number().int(),
    failures: z
      .array(z.object({ parcelId: z.uuid(), code: z.string(), reason: messageReplySchema }))
      .meta({ description: 'The parcels that could not be read (code: the order id sent), and why' }),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'CourierRefresh' });
export type CourierRefresh = z.output<typeof courierRefreshSchema>;

/**
 * The courier's balance with the merchant where its API gives one (Steadfast): the amount, or null
 * with the reason it could not be read in the message.
 */
export const courierBalanceSchema = messageReplySchema
  .extend({ balancePoisha: z.number().int().nullable().meta({ description: 'Poisha; null: not read' }) })
  .meta({ id: 'CourierBalance' });
export type CourierBalance = z.output<typeof courierBalanceSchema>;

/** Bulk Complete on a courier page: the orders completed, and those left as they were with why. */
export const deliveredCompletedReplySchema = messageReplySchema.extend({
  completed: z.array(z.string()).meta({ description: 'Order codes' }),
  skipped: z.array(z.object({ code: z.string(), reason: messageReplySchema })),
});
export type DeliveredCompletedReply = z.output<typeof deliveredCompletedReplySchema>;

/** The webhook URL and secret the seller enters in the courier's panel. */
export const courierWebhookSchema = z.object({
  provider: z.enum(COURIER_PROVIDERS),
  url: z.string().nullable(),
  secret: z.string().nullable(),
  header: z.string().nullable().meta({ description: 'Where the courier puts the secret; RedX: in the URL' }),
});
export type CourierWebhook = z.output<typeof courierWebhookSchema>;
