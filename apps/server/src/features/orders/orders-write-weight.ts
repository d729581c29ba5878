import {
  DEFAULT_PRODUCT_WEIGHT_GRAMS,
  type Grams,
  linesWeight,
  maxKg,
  ORDER_WEIGHT_MAX_GRAMS,
} from '@chalan/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { fieldError } from '../../errors.ts';

/**
 * The weight an order is written with: the one the user typed, else each line's product weight (as the
 * product is now, archived ones too) times its quantity, as Start Order fills it in. A sum above what an
 * order may weigh is refused under the weight, which the user can then type.
 */
export async function orderWeight(
  tx: Tx,
  sellerId: string,
  lines: readonly { productId: string; qty: number }[],
  typed: Grams | undefined,
): Promise<Grams> {
  if (typed !== undefined) return typed;
  const ids = lines.map((l) => l.productId);
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select({ id: products.id, weightGrams: products.weightGrams })
          .from(products)
          .where(and(eq(products.sellerId, sellerId), inArray(products.id, ids)));
  const weightOf = new Map(rows.map((r) => [r.id, r.weightGrams]));
  const sum = linesWeight(
    lines.map((l) => ({
      weightGrams: weightOf.get(l.productId) ?? DEFAULT_PRODUCT_WEIGHT_GRAMS,
      qty: l.qty,
    })),
  );
  if (sum > ORDER_WEIGHT_MAX_GRAMS) {
    throw fieldError('VALIDATION', 'weightGrams', 'weightTooLarge', { maxKg: maxKg(ORDER_WEIGHT_MAX_GRAMS) });
  }
  return sum;
}
