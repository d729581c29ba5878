import {
  computeTotals,
  type DiscountOnAll,
  type FieldProblems,
  type MessageKey,
  type Totals,
  totalsProblems,
} from '@chalan/core';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { couriers, products } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { availableNow, putBack, takeStock } from './orders-write-stock.ts';

/**
 * Field problems gathered before anything is refused, so the form shows them all at once; the reply's
 * message is the first problem's (e.g. "Product is out of stock"), not a generic one.
 */
export class GatheredProblems {
  private readonly fields: FieldProblems = {};
  private first: MessageKey | null = null;

  add(field: string, key: MessageKey) {
    if (field in this.fields) return;
    this.fields[field] = { key, params: {} };
    this.first ??= key;
  }

  throwIfAny() {
    if (this.first) throw new AppError('VALIDATION', this.first, {}, this.fields);
  }
}

/** What an order needs of a courier: whether it takes orders, and its delivery charges. */
export const orderCourierColumns = {
  id: couriers.id,
  name: couriers.name,
  status: couriers.status,
  chargeInDhaka: couriers.chargeInDhaka,
  chargeOutsideDhaka: couriers.chargeOutsideDhaka,
};

/** The seller's courier, refused unless it is active (only active couriers take orders). */
export async function activeCourier(tx: Tx, sellerId: string, courierId: string, problems: GatheredProblems) {
  const [courier] = await tx
    .select(orderCourierColumns)
    .from(couriers)
    .where(and(eq(couriers.sellerId, sellerId), eq(couriers.id, courierId)));
  if (!courier) problems.add('courierId', 'orderCourierUnknown');
  else if (!courier.status) problems.add('courierId', 'orderCourierInactive');
  return courier?.status ? courier : null;
}

export interface LineInput {
  productId: string;
  qty: number;
  discount: number;
}

/** A line after merging: `index` is where its product first appeared in the body (for field errors). */
export interface MergedLine extends LineInput {
  index: number;
}

/** The same product twice is one line: quantities and discounts added up. */
export function mergeLines(lines: readonly LineInput[]): MergedLine[] {
  const merged = new Map<string, MergedLine>();
  lines.forEach((line, index) => {
    const seen = merged.get(line.productId);
    if (seen) {
      seen.qty += line.qty;
      seen.discount += line.discount;
    } else merged.set(line.productId, { ...line, index });
  });
  return [...merged.values()];
}

/** Products on sale (not archived) among `ids`, with what an order copies from them. */
export async function liveProducts(tx: Tx, sellerId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, { name: string; salePrice: number; liftPrice: number }>();
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      salePrice: products.salePrice,
      liftPrice: products.liftPrice,
    })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), inArray(products.id, ids), isNull(products.archivedAt)));
  return new Map(rows.map(({ id, ...product }) => [id, product]));
}

/** Core's one definition of the totals; a discount above its line or above the subtotal is refused. */
export function checkedTotals(
  lines: readonly (MergedLine & { salePrice: number })[],
  discountOnAll: DiscountOnAll,
  deliveryCharge: number,
  advance: number,
): Totals {
  const input = { lines, discountOnAll, deliveryCharge, advance };
  const problems = new GatheredProblems();
  for (const problem of totalsProblems(input)) {
    if (problem.line !== undefined) {
      problems.add(`lines.${lines[problem.line]!.index}.discount`, 'lineDiscountTooLarge');
    }
    if (problem.discountOnAll) problems.add('discountOnAll.value', 'discountOnAllTooLarge');
  }
  problems.throwIfAny();
  return computeTotals(input);
}

export interface StockChange {
  productId: string;
  /** Units to take now; a negative number gives units back. */
  qty: number;
  /** Where the line is in the body (for field errors). */
  index: number;
  /** A product new to the order: with none available it is "out of stock" rather than "too many". */
  adding: boolean;
}

/**
 * Moves every line's units, taking with guarded updates, in one pass over the product ids in a fixed
 * order (so two writers cannot deadlock); refuses the lines that cannot have their units, naming the
 * product or the quantity.
 */
export async function moveLineStock(
  tx: Tx,
  sellerId: string,
  changes: readonly StockChange[],
): Promise<void> {
  const short: StockChange[] = [];
  const sorted = changes.filter((c) => c.qty !== 0).sort((a, b) => (a.productId < b.productId ? -1 : 1));
  for (const change of sorted) {
    if (change.qty < 0) await putBack(tx, sellerId, change.productId, -change.qty);
    else if (!(await takeStock(tx, sellerId, change.productId, change.qty))) short.push(change);
  }
  if (short.length === 0) return;
  const available = await availableNow(
    tx,
    sellerId,
    short.map((c) => c.productId),
  );
  const problems = new GatheredProblems();
  for (const change of short.sort((a, b) => a.index - b.index)) {
    if (change.adding && (available.get(change.productId) ?? 0) === 0) {
      problems.add(`lines.${change.index}.productId`, 'productOutOfStock');
    } else problems.add(`lines.${change.index}.qty`, 'quantityAboveAvailable');
  }
  problems.throwIfAny();
}
