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

/** Refresh: the result of asking the courier now about every open parcel. */
export const courierSyncReplySchema = messageReplySchema.extend({
  checked: z.number(),
  changed: z.number(),
  failed: z.number(),
});
export type CourierSyncReply = z.output<typeof courierSyncReplySchema>;

/** The webhook URL and secret the seller enters in the courier's panel. */
export const courierWebhookSchema = z.object({
  provider: z.enum(COURIER_PROVIDERS),
  url: z.string().nullable(),
  secret: z.string().nullable(),
  header: z.string().nullable().meta({ description: 'Where the courier puts the secret; RedX: in the URL' }),
});
export type CourierWebhook = z.output<typeof courierWebhookSchema>;
