import { z } from 'zod';
import { orderListItemSchema } from '../orders/replies.ts';
import { messageReplySchema, pagedSchema } from '../replies.ts';

/** A merchant (a seller with its Admin's login) as the platform view lists it. */
export const merchantSchema = z
  .object({
    /** The seller id (the Marchant Id). */
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.literal('Admin'),
    status: z.boolean(),
    verified: z.boolean(),
    lastLoginAt: z.string().nullable(),
  })
  .meta({ id: 'Merchant' });
export type Merchant = z.output<typeof merchantSchema>;

export const merchantPageSchema = pagedSchema(merchantSchema, 'MerchantPage');

/** One of the merchant's stores on its profile, with what it holds. */
export const merchantStoreSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  products: z.number().int(),
  orders: z.number().int(),
});
export type MerchantStore = z.output<typeof merchantStoreSchema>;

export const merchantProfileSchema = z
  .object({ merchant: merchantSchema, stores: z.array(merchantStoreSchema) })
  .meta({ id: 'MerchantProfile' });
export type MerchantProfile = z.output<typeof merchantProfileSchema>;

/** A page of one merchant's orders, as the seller's own order lists show them. */
export const merchantOrderPageSchema = pagedSchema(orderListItemSchema, 'MerchantOrderPage');

/** How many of the merchant's orders each order list holds. */
export const merchantOrderCountsSchema = z
  .object({
    all: z.number().int(),
    processing: z.number().int(),
    ready: z.number().int().meta({ description: 'Ready and not yet sent, as the ready list' }),
    completed: z.number().int(),
    returned: z.number().int(),
    cancelled: z.number().int(),
  })
  .meta({ id: 'MerchantOrderCounts' });
export type MerchantOrderCounts = z.output<typeof merchantOrderCountsSchema>;

/** The reply to an add, edit or status change: the message and the merchant as saved. */
export const merchantChangeReplySchema = messageReplySchema.extend({ merchant: merchantSchema });
export type MerchantChangeReply = z.output<typeof merchantChangeReplySchema>;
