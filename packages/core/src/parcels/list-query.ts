import { z } from 'zod';
import { DELIVERY_STATUSES, type DeliveryStatus } from '../couriers/delivery-status.ts';
import { listQuerySchema } from '../list.ts';
import { MESSAGE_KEY } from '../messages.ts';
import { lineText } from '../text.ts';

/** A query string sends an empty value for a cleared field: that is no filter. */
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const date = z.preprocess(blank, z.iso.date({ error: MESSAGE_KEY.orderFilterDateInvalid }).optional());

/**
 * A courier's page: paged and searched as every list (an order id it has had, a consignment id, a tracking
 * code, a phone or a name), filtered by delivery statuses (comma-separated, any of them) and by the day it
 * was sent (Dhaka's calendar, inclusive).
 */
export const courierParcelsQuerySchema = listQuerySchema
  .extend({
    statuses: z.preprocess(
      blank,
      lineText()
        .transform((text) => [...new Set(text.split(',').map((s) => s.trim()))])
        .refine(
          (statuses): statuses is DeliveryStatus[] =>
            statuses.every((s) => (DELIVERY_STATUSES as readonly string[]).includes(s)),
          { error: MESSAGE_KEY.deliveryStatusesInvalid },
        )
        .optional(),
    ),
    sentFrom: date,
    sentTo: date,
  })
  .superRefine((query, ctx) => {
    if (query.sentFrom && query.sentTo && query.sentFrom > query.sentTo) {
      ctx.addIssue({ code: 'custom', path: ['sentTo'], message: MESSAGE_KEY.orderDateRangeInvalid });
    }
  });
export type CourierParcelsQuery = z.output<typeof courierParcelsQuerySchema>;
