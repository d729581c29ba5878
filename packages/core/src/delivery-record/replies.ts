import { z } from 'zod';
import { DELIVERY_RISKS } from '../customers/delivery-risk.ts';
import { messageReplySchema } from '../replies.ts';

/** This seller's own finished orders for a phone. */
export const ownRecordSchema = z.object({
  total: z.number(),
  delivered: z.number(),
  returned: z.number(),
  cancelled: z.number(),
});
export type OwnRecord = z.output<typeof ownRecordSchema>;

/** A courier's figures for the phone across all its merchants (Steadfast fraud_check). */
export const courierRecordSchema = z.object({
  name: z.string(),
  totalParcels: z.number(),
  delivered: z.number(),
  cancelled: z.number(),
  fraudReports: z.number(),
  checkedAt: z.string(),
});
export type CourierRecord = z.output<typeof courierRecordSchema>;

/** A customer's delivery record: the risk badge, its reasons, and the figures behind them. */
export const deliveryRecordSchema = z
  .object({
    risk: z.enum(DELIVERY_RISKS),
    reasons: z.array(messageReplySchema),
    own: ownRecordSchema,
    courier: courierRecordSchema.nullable(),
  })
  .meta({ id: 'DeliveryRecord' });
export type DeliveryRecord = z.output<typeof deliveryRecordSchema>;
