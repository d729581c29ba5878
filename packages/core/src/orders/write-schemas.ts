import { z } from 'zod';
import { findDistrict, thanasOf } from '../locations/index.ts';
import { MESSAGE_KEY, type MessageKey } from '../messages.ts';
import { mobilePhone } from '../profile/schemas.ts';
import { lineText, multiLineText } from '../text.ts';
import { ORDER_WEIGHT_MAX_GRAMS } from '../weight.ts';
import { gramsSchema } from '../weight-schemas.ts';
import { createOrderBodySchema } from './schemas.ts';
import { deliveryTypeSchema, itemTypeSchema } from './shipping.ts';
import { ORDER_STATUSES } from './status.ts';

const amount = z
  .number({ error: MESSAGE_KEY.wholeAmount })
  .int({ error: MESSAGE_KEY.wholeAmount })
  .min(0, { error: MESSAGE_KEY.wholeAmount })
  .max(100_000_000_000, { error: MESSAGE_KEY.amountTooLarge });

const requiredText = (max: number, message: MessageKey) =>
  lineText(message).min(1, { error: message }).max(max);

const optionalText = (max: number, text = lineText) =>
  text()
    .max(max)
    .nullish()
    .transform((v) => v || undefined);

/**
 * The order edit modal (spec part 1 §5): like Start Order without customer, store and sales date, plus
 * the delivery details. Name, phone, address and courier required; advance at least 0; the delivery
 * charge, when absent, is the courier's for the (new) district; an absent weight is the order's own while
 * the goods are the same, else the sum of the new lines; an absent delivery or item type is the order's own.
 */
export const editOrderBodySchema = createOrderBodySchema
  .omit({ customerId: true, storeId: true, salesDate: true })
  .extend({
    name: requiredText(120, MESSAGE_KEY.nameRequired),
    phone: mobilePhone,
    address: requiredText(300, MESSAGE_KEY.addressRequired),
    district: optionalText(60).refine((d) => !d || findDistrict(d), { error: MESSAGE_KEY.unknownDistrict }),
    thana: optionalText(80),
    // The order as sent by GET has null for an empty note.
    note: optionalText(500, multiLineText),
    deliveryCharge: amount.optional(),
    advance: amount.default(0),
    weightGrams: gramsSchema(ORDER_WEIGHT_MAX_GRAMS).optional().meta({
      description:
        'Grams; left out: the order’s own while its goods are the same, else Σ product weight × quantity',
    }),
    // Left out, the order keeps its own: a client that does not know them does not reset them.
    deliveryType: deliveryTypeSchema.optional().meta({ description: 'Left out: as the order has it' }),
    itemType: itemTypeSchema.optional().meta({ description: 'Left out: as the order has it' }),
  })
  .superRefine((o, ctx) => {
    if (o.thana && (!o.district || !thanasOf(o.district).includes(o.thana))) {
      ctx.addIssue({ code: 'custom', path: ['thana'], message: MESSAGE_KEY.thanaNotInDistrict });
    }
  });
export type EditOrderBody = z.infer<typeof editOrderBodySchema>;
export type EditOrderInput = z.input<typeof editOrderBodySchema>;

/** A move of the status machine (orders/status.ts); anything it does not allow is refused with 409. */
export const orderStatusBodySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: MESSAGE_KEY.orderStatusInvalid }),
});
export type OrderStatusBody = z.infer<typeof orderStatusBodySchema>;

export const duplicateCheckQuerySchema = z.object({ phone: mobilePhone });
