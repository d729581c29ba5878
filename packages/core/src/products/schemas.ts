import { z } from 'zod';
import { MESSAGE_KEY, type MessageKey } from '../messages.ts';
import { POISHA_PER_TAKA } from '../money.ts';
import { lineText, multiLineText } from '../text.ts';
import { DEFAULT_PRODUCT_WEIGHT_GRAMS, PRODUCT_WEIGHT_MAX_GRAMS } from '../weight.ts';
import { gramsSchema, kgInputSchema } from '../weight-schemas.ts';

/** Highest price: 10 crore taka, in poisha; sums of price × quantity stay exact in SQL numeric. */
export const PRODUCT_PRICE_MAX = 10_000_000_000;
/** Highest quantity a product can hold (the column is a 32-bit integer). */
export const PRODUCT_QTY_MAX = 1_000_000_000;
export const PRODUCT_IMAGE_MAX_BYTES = 1024 * 1024;

const wholeNumber = (error: MessageKey, max: number, tooLarge: MessageKey, min = 0) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error: tooLarge });

/** Blank text is no text: stored as null. */
const optionalText = (max: number, text = lineText) =>
  text()
    .max(max)
    .nullish()
    .transform((v) => v || null);

export const productBodySchema = z.object({
  name: lineText(MESSAGE_KEY.productNameRequired).min(1, { error: MESSAGE_KEY.productNameRequired }).max(200),
  description: optionalText(2000, multiLineText),
  brand: optionalText(120),
  /** Made in. */
  country: optionalText(120),
  supplierId: z
    .uuid({ error: MESSAGE_KEY.unknownSupplier })
    .nullish()
    .transform((v) => v ?? null),
  storeId: z.uuid({ error: MESSAGE_KEY.selectStore }),
  /** Poisha. */
  liftPrice: wholeNumber(MESSAGE_KEY.wholeAmount, PRODUCT_PRICE_MAX, MESSAGE_KEY.amountTooLarge),
  /** Poisha. */
  salePrice: wholeNumber(MESSAGE_KEY.wholeAmount, PRODUCT_PRICE_MAX, MESSAGE_KEY.amountTooLarge),
  qty: wholeNumber(MESSAGE_KEY.wholeQuantity, PRODUCT_QTY_MAX, MESSAGE_KEY.quantityTooLarge),
  /** One unit, in grams; left out: half a kilo. */
  weightGrams: gramsSchema(PRODUCT_WEIGHT_MAX_GRAMS)
    .default(DEFAULT_PRODUCT_WEIGHT_GRAMS)
    .meta({ description: 'One unit’s weight in grams (default 500)' }),
});
export type ProductBody = z.input<typeof productBodySchema>;
export type ProductInput = z.output<typeof productBodySchema>;

/**
 * The Product Information form: the same fields, prices in whole taka and the weight in kilograms as
 * typed (converted to poisha and grams on send).
 */
export const productFormSchema = productBodySchema.extend({
  liftPrice: wholeNumber(
    MESSAGE_KEY.wholeAmount,
    PRODUCT_PRICE_MAX / POISHA_PER_TAKA,
    MESSAGE_KEY.amountTooLarge,
  ),
  salePrice: wholeNumber(
    MESSAGE_KEY.wholeAmount,
    PRODUCT_PRICE_MAX / POISHA_PER_TAKA,
    MESSAGE_KEY.amountTooLarge,
  ),
  weightGrams: kgInputSchema(PRODUCT_WEIGHT_MAX_GRAMS),
});

export const stockInBodySchema = z.object({
  qty: wholeNumber(MESSAGE_KEY.stockInQuantity, PRODUCT_QTY_MAX, MESSAGE_KEY.quantityTooLarge, 1),
});
export type StockInBody = z.infer<typeof stockInBodySchema>;

/** GET /api/products/search?q= — part of a product's name (blank: the first products). */
export const productSearchQuerySchema = z.object({
  q: lineText().max(100).optional().default(''),
});
