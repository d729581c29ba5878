import { z } from 'zod';
import { messageReplySchema, pagedSchema } from '../replies.ts';

const poisha = (description: string) => z.number().int().meta({ description });

/** A customer as the API sends it (list rows, search hits, the profile, replies to a change). */
export const customerSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    phone: z.string().meta({ description: '11 digits, 01XXXXXXXXX' }),
    address: z.string(),
    district: z.string().nullable(),
    thana: z.string().nullable(),
    imageUrl: z.string().nullable(),
    link: z.string().nullable().meta({ description: 'Inbox link' }),
    createdAt: z.string(),
    lastPurchase: z
      .object({
        total: poisha('Poisha: Σ net of orders not cancelled or returned'),
        at: z.string().meta({ description: 'When the latest order was placed' }),
      })
      .nullable()
      .meta({ description: 'Null while the customer has no orders' }),
  })
  .meta({ id: 'Customer' });
export type Customer = z.output<typeof customerSchema>;

/** A customer's figures, computed from their orders (spec part 1 §5, Customer Profile). */
export const customerFiguresSchema = z
  .object({
    totalPurchase: poisha('Poisha: Σ net of orders not cancelled or returned'),
    lastPurchaseAt: z.string().nullable(),
    counts: z.object({
      all: z.number().int(),
      processing: z.number().int(),
      ready: z.number().int(),
      completed: z.number().int(),
      returned: z.number().int(),
      cancelled: z.number().int(),
    }),
    delivered: z.number().int(),
    returned: z.number().int(),
    returnRate: z
      .number()
      .nullable()
      .meta({ description: 'returned / (delivered + returned), 0..1; null with no finished orders' }),
  })
  .meta({ id: 'CustomerFigures' });
export type CustomerFigures = z.output<typeof customerFiguresSchema>;

export const customerPageSchema = pagedSchema(customerSchema, 'CustomerPage');

export const customerSearchReplySchema = messageReplySchema
  .extend({ items: z.array(customerSchema) })
  .meta({ id: 'CustomerSearch' });
export type CustomerSearchReply = z.output<typeof customerSearchReplySchema>;

export const customerProfileSchema = z
  .object({ customer: customerSchema, figures: customerFiguresSchema })
  .meta({ id: 'CustomerProfile' });
export type CustomerProfile = z.output<typeof customerProfileSchema>;

/** The reply to an add, edit or image change: the message and the customer as saved. */
export const customerChangeReplySchema = messageReplySchema.extend({ customer: customerSchema });
export type CustomerChangeReply = z.output<typeof customerChangeReplySchema>;
