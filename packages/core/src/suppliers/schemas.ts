import { z } from 'zod';
import { MESSAGE_KEY } from '../messages.ts';
import { optionalMobile, optionalText, requiredText } from '../stores/fields.ts';

/** Add and edit Supplier: a name; phone (a valid mobile when given) and address are optional. */
export const supplierBodySchema = z.object({
  name: requiredText(MESSAGE_KEY.nameRequired, 120),
  phone: optionalMobile,
  address: optionalText(300),
  status: z.boolean().default(true),
});
export type SupplierBody = z.infer<typeof supplierBodySchema>;
export type SupplierInput = z.input<typeof supplierBodySchema>;
