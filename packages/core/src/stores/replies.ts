import { z } from 'zod';
import { messageReplySchema, pagedSchema } from '../replies.ts';

/** A store (where orders ship from) as the API sends it (list rows and replies to a change). */
export const storeSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    district: z.string().nullable(),
    area: z.string().nullable(),
    zip: z.string().nullable(),
    status: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Store' });
export type Store = z.output<typeof storeSchema>;

export const storePageSchema = pagedSchema(storeSchema, 'StorePage');

/** Something to choose in a select (a store, a supplier), named `name` in OpenAPI. */
export const selectOptionSchema = (name: string) =>
  z.object({ id: z.string(), name: z.string(), status: z.boolean() }).meta({ id: name });

/** A store to choose in a select (products, Start Order). */
export const storeOptionSchema = selectOptionSchema('StoreOption');
export type StoreOption = z.output<typeof storeOptionSchema>;

export const storeOptionsReplySchema = z.object({ items: z.array(storeOptionSchema) });
export type StoreOptionsReply = z.output<typeof storeOptionsReplySchema>;

/** The reply to an add or edit: the message and the store as saved. */
export const storeChangeReplySchema = messageReplySchema.extend({ store: storeSchema });
export type StoreChangeReply = z.output<typeof storeChangeReplySchema>;
