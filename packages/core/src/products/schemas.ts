import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { POISHA_PER_TAKA } from '../money.ts';
import { lineText, multiLineText } from '../text.ts';

/** Highest price: 10 crore taka, in poisha; sums of price × quantity stay exact in SQL numeric. */
export const PRODUCT_PRICE_MAX = 10_000_000_000;
/** Highest quantity a product can hold (the column is a 32-bit integer). */
export const PRODUCT_QTY_MAX = 1_000_000_000;
export const PRODUCT_IMAGE_MAX_BYTES = 1024 * 1024;

const wholeNumber = (error: string, max: number, tooLarge: string, min = 0) =>
  z.number({ error }).int({ error }).min(min, { error }).max(max, { error: tooLarge });

/** Blank text is no text: stored as null. */
const optionalText = (max: number, text = lineText) =>
  text()
    .max(max)
    .nullish()
    .transform((v) => v || null);

export const productBodySchema = z.object({
  name: lineText(MESSAGES.productNameRequired).min(1, { error: MESSAGES.productNameRequired }).max(200),
  description: optionalText(2000, multiLineText),
  brand: optionalText(120),
  /** Made in. */
  country: optionalText(120),
  supplierId: z
    .uuid({ error: MESSAGES.unknownSupplier })
    .nullish()
    .transform((v) => v ?? null),
  storeId: z.uuid({ error: MESSAGES.selectStore }),
  /** Poisha. */
  liftPrice: wholeNumber(MESSAGES.wholeAmount, PRODUCT_PRICE_MAX, MESSAGES.amountTooLarge),
  /** Poisha. */
  salePrice: wholeNumber(MESSAGES.wholeAmount, PRODUCT_PRICE_MAX, MESSAGES.amountTooLarge),
  qty: wholeNumber(MESSAGES.wholeQuantity, PRODUCT_QTY_MAX, MESSAGES.quantityTooLarge),
});
export type ProductBody = z.input<typeof productBodySchema>;
export type ProductInput = z.output<typeof productBodySchema>;

/** The Product Information form: the same fields, prices in whole taka (converted to poisha on send). */
export const productFormSchema = productBodySchema.extend({
  liftPrice: wholeNumber(MESSAGES.wholeAmount, PRODUCT_PRICE_MAX / POISHA_PER_TAKA, MESSAGES.amountTooLarge),
  salePrice: wholeNumber(MESSAGES.wholeAmount, PRODUCT_PRICE_MAX / POISHA_PER_TAKA, MESSAGES.amountTooLarge),
});

export const stockInBodySchema = z.object({
  qty: wholeNumber(MESSAGES.stockInQuantity, PRODUCT_QTY_MAX, MESSAGES.quantityTooLarge, 1),
});
export type StockInBody = z.infer<typeof stockInBodySchema>;

/** GET /api/products/search?q= — part of a product's name (blank: the first products). */
export const productSearchQuerySchema = z.object({
  q: lineText().max(100).optional().default(''),
});
