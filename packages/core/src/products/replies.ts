import { z } from 'zod';
import { messageReplySchema, pagedSchema } from '../replies.ts';

const poisha = (description = 'Poisha') => z.number().int().meta({ description });
const named = z.object({ id: z.string(), name: z.string() });
const grams = (description: string) => z.number().int().meta({ description });

/** A product on sale as the API sends it (list rows and replies to a change). */
export const productSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    brand: z.string().nullable(),
    country: z.string().nullable().meta({ description: 'Made in' }),
    imageUrl: z.string().nullable(),
    store: named,
    supplier: named.nullable(),
    liftPrice: poisha(),
    salePrice: poisha(),
    qty: z.number().int().meta({ description: 'All stock received, net of adjustments' }),
    availableQty: z.number().int().meta({ description: 'What can still be sold' }),
    weightGrams: grams('One unit’s weight in grams'),
    createdAt: z.string(),
  })
  .meta({ id: 'Product' });
export type Product = z.output<typeof productSchema>;

export const productPageSchema = pagedSchema(productSchema, 'ProductPage');

/** One card of the products page: distinct suppliers, items and their value. */
export const stockFiguresSchema = z.object({
  categories: z.number().int().meta({ description: 'Distinct suppliers' }),
  items: z.number().int(),
  value: poisha('Poisha, at sale price'),
});
export type StockFigures = z.output<typeof stockFiguresSchema>;

/** Product Stock Info, This Month Stock In and Last Month Stock In. */
export const productSummarySchema = z
  .object({ stock: stockFiguresSchema, thisMonth: stockFiguresSchema, lastMonth: stockFiguresSchema })
  .meta({ id: 'ProductSummary' });
export type ProductSummary = z.output<typeof productSummarySchema>;

/** The reply to an add, edit, image change or stock-in: the message and the product as saved. */
export const productChangeReplySchema = messageReplySchema.extend({ product: productSchema });
export type ProductChangeReply = z.output<typeof productChangeReplySchema>;

/** The reply to a delete: `archived` when orders refer to the product, so it was archived instead. */
export const productDeleteReplySchema = messageReplySchema.extend({ archived: z.boolean() });
export type ProductDeleteReply = z.output<typeof productDeleteReplySchema>;

/** A product of the order product search (Start Order and the order edit form). */
export const foundProductSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    salePrice: poisha(),
    liftPrice: poisha(),
    availableQty: z.number().int().meta({ description: 'What can still be sold (0: out of stock)' }),
    weightGrams: grams('One unit’s weight in grams: an order’s weight is the sum of its lines'),
    imageUrl: z.string().nullable(),
    storeId: z.string(),
  })
  .meta({ id: 'FoundProduct' });
export type FoundProduct = z.output<typeof foundProductSchema>;

export const productSearchReplySchema = z
  .object({ items: z.array(foundProductSchema) })
  .meta({ id: 'ProductSearch' });
export type ProductSearchReply = z.output<typeof productSearchReplySchema>;
