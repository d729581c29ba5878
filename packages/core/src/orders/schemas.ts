import { z } from 'zod';
import { MESSAGE_KEY } from '../messages.ts';
import { lineText, multiLineText } from '../text.ts';
import { ORDER_WEIGHT_MAX_GRAMS } from '../weight.ts';
import { gramsSchema } from '../weight-schemas.ts';
import { PAYMENT_TYPES } from './payment.ts';
import { deliveryTypeSchema, itemTypeSchema } from './shipping.ts';

/** Poisha: a whole, non-negative number of poisha, below what sums of a year of orders could overflow. */
const poisha = z.number().int().min(0).max(100_000_000_000);

export const orderLineBodySchema = z.object({
  productId: z.uuid(),
  qty: z.number().int().min(1, { error: MESSAGE_KEY.quantityAtLeastOne }).max(100_000),
  /** A non-number in the form counts as 0 (spec part 1 §5); the API takes poisha. */
  discount: poisha.default(0),
});

export const discountOnAllSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fixed'), value: poisha }),
  /** Basis points: 12.5% is 1250. */
  z.object({ type: z.literal('percentage'), value: z.number().int().min(0).max(10_000) }),
]);

/** Start Order's Save (spec part 1 §5, §9). Delivery details come from the customer. */
export const createOrderBodySchema = z.object({
  customerId: z.uuid({ error: MESSAGE_KEY.pleaseSelectCustomer }),
  storeId: z.uuid({ error: MESSAGE_KEY.selectStore }),
  salesDate: z.iso.date({ error: MESSAGE_KEY.salesDateInvalid }),
  refNo: lineText(MESSAGE_KEY.refNoRequired).min(1, { error: MESSAGE_KEY.refNoRequired }).max(60),
  courierId: z.uuid({ error: MESSAGE_KEY.courierRequired }),
  paymentType: z.enum(PAYMENT_TYPES).default('COD'),
  lines: z.array(orderLineBodySchema).min(1, { error: MESSAGE_KEY.addAProduct }).max(100),
  discountOnAll: discountOnAllSchema.default({ type: 'fixed', value: 0 }),
  /** Absent: the courier's charge for the customer's district. */
  deliveryCharge: poisha.optional(),
  advance: poisha.default(0),
  note: multiLineText().max(500).optional(),
  /** Absent: the sum of each line's product weight × quantity. */
  weightGrams: gramsSchema(ORDER_WEIGHT_MAX_GRAMS)
    .optional()
    .meta({ description: 'Grams; left out: Σ product weight × quantity' }),
  deliveryType: deliveryTypeSchema
    .default('home')
    .meta({ description: 'Steadfast’s delivery type: home delivery (default) or hub pick-up' }),
  itemType: itemTypeSchema
    .default('parcel')
    .meta({ description: 'Pathao’s item type: parcel (default) or document' }),
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;
export type CreateOrderInput = z.input<typeof createOrderBodySchema>;
