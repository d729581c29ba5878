import { z } from 'zod';
import { messageReplySchema, pagedSchema } from '../replies.ts';
import { selectOptionSchema } from '../stores/replies.ts';

/** A supplier as the API sends it (list rows and replies to a change). */
export const supplierSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    status: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Supplier' });
export type Supplier = z.output<typeof supplierSchema>;

export const supplierPageSchema = pagedSchema(supplierSchema, 'SupplierPage');

/** A supplier to choose in a select. */
export const supplierOptionSchema = selectOptionSchema('SupplierOption');
export type SupplierOption = z.output<typeof supplierOptionSchema>;

export const supplierOptionsReplySchema = z.object({ items: z.array(supplierOptionSchema) });
export type SupplierOptionsReply = z.output<typeof supplierOptionsReplySchema>;

/** The reply to an add or edit: the message and the supplier as saved. */
export const supplierChangeReplySchema = messageReplySchema.extend({ supplier: supplierSchema });
export type SupplierChangeReply = z.output<typeof supplierChangeReplySchema>;
