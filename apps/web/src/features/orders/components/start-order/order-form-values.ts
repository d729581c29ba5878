import type { FieldProblems } from '@chalan/core/field-problems';
import { type Poisha, parseTaka } from '@chalan/core/money';
import { defaultDeliveryCharge } from '@chalan/core/orders/delivery';
import { computeTotals, type DiscountOnAll, type Totals, totalsProblems } from '@chalan/core/orders/totals';
import type { Grams } from '@chalan/core/weight';
import type { FormErrors } from '@mantine/form';
import { messageText, problemText } from '../../../../lib/messages.ts';
import type { FoundProduct } from '../../api/create.ts';

/** One line of the order form; money as the user typed it (taka), prices as the server sent them (poisha). */
export interface LineValue {
  productId: string;
  name: string;
  /** Poisha. */
  salePrice: Poisha;
  /** The most this line may hold: available now, plus the units the order already has (when editing). */
  maxQty: number;
  qty: number | string;
  /** Taka as typed; blank or not a number counts as 0 (spec part 1 §5). */
  discount: number | string;
  /** One unit's weight (the product's), for the order's weight. */
  weightGrams: Grams;
}

export type DiscountType = DiscountOnAll['type'];

export interface DiscountValue {
  type: DiscountType;
  /** Taka (fixed) or percent (percentage), as typed. */
  value: number | string;
}

/** Typed taka as poisha, with no floating point (core's parseTaka); blank or a non-number counts as 0. */
export function takaOrZero(value: number | string | null | undefined): Poisha {
  const poisha = parseTaka(String(value ?? ''));
  return poisha !== null && poisha > 0 ? poisha : 0;
}

/** Typed taka, or null when the field is blank or not a number. */
export function takaOrNull(value: number | string | null | undefined): Poisha | null {
  const text = String(value ?? '').trim();
  if (!text) return null;
  const poisha = parseTaka(text);
  return poisha !== null && poisha >= 0 ? poisha : null;
}

/** Poisha as the whole-taka value of a number input (charges and prices are whole taka in practice). */
export const poishaToInput = (poisha: Poisha): number | string =>
  poisha % 100 === 0 ? poisha / 100 : `${Math.trunc(poisha / 100)}.${String(poisha % 100).padStart(2, '0')}`;

/** "12.5" percent is 1250 basis points: two decimals in fixed point, like taka and poisha. */
const basisPoints = (value: number | string) => takaOrZero(value);

export const qtyOf = (value: number | string): number => {
  const qty = Number(value);
  return Number.isInteger(qty) && qty > 0 ? qty : 0;
};

export function discountOf(discount: DiscountValue): DiscountOnAll {
  return discount.type === 'fixed'
    ? { type: 'fixed', value: takaOrZero(discount.value) }
    : { type: 'percentage', value: basisPoints(discount.value) };
}

export const lineBody = (line: LineValue) => ({
  productId: line.productId,
  qty: Number(line.qty),
  discount: takaOrZero(line.discount),
});

/** The line's amount after its own discount, in poisha. */
export const lineTotal = (line: LineValue) => line.salePrice * qtyOf(line.qty) - takaOrZero(line.discount);

/** A courier's delivery charges (poisha), as the couriers list sends them. */
export interface CourierCharges {
  id: string;
  chargeInDhaka: Poisha;
  chargeOutsideDhaka: Poisha;
}

/** The chosen courier's charge for the customer's district (Dhaka or outside); null with no courier. */
export function courierChargeFor(
  couriers: readonly CourierCharges[],
  courierId: string | null,
  district: string | null | undefined,
): Poisha | null {
  const courier = couriers.find((c) => c.id === courierId);
  return courier ? defaultDeliveryCharge(courier, district) : null;
}

/**
 * Start Order's delivery charge: a value the user typed wins (`typed` is null until they type; a blank
 * or non-number one does not count), else the courier's. `sent` is the body's (none when there is
 * neither), `shown` what the totals count.
 */
export function startOrderCharge(
  courierCharge: Poisha | null,
  typed: number | string | null,
): { sent: Poisha | null; shown: Poisha } {
  const sent = (typed === null ? null : takaOrNull(typed)) ?? courierCharge;
  return { sent, shown: sent ?? 0 };
}

/** Core's one definition of the totals, over the form as it is now. */
export function formTotals(
  lines: readonly LineValue[],
  discount: DiscountValue,
  deliveryCharge: Poisha,
  advance: Poisha,
): Totals {
  return computeTotals({
    lines: lines.map((l) => ({
      salePrice: l.salePrice,
      qty: qtyOf(l.qty),
      discount: takaOrZero(l.discount),
    })),
    discountOnAll: discountOf(discount),
    deliveryCharge,
    advance,
  });
}

/**
 * What is wrong with the lines and the discount on all, under the fields the server would name:
 * `lines` (none), `lines.N.qty`, `lines.N.discount`, `discountOnAll.value`.
 */
export function linesErrors(lines: readonly LineValue[], discount: DiscountValue): Record<string, string> {
  const errors: Record<string, string> = {};
  if (lines.length === 0) errors.lines = messageText('addAProduct');
  lines.forEach((line, i) => {
    const qty = Number(line.qty);
    if (!Number.isInteger(qty) || qty < 1) errors[`lines.${i}.qty`] = messageText('quantityAtLeastOne');
    else if (qty > line.maxQty) errors[`lines.${i}.qty`] = messageText('quantityAboveAvailable');
  });
  const typed = discountOf(discount);
  const input = {
    lines: lines.map((l) => ({
      salePrice: l.salePrice,
      qty: qtyOf(l.qty),
      discount: takaOrZero(l.discount),
    })),
    discountOnAll: typed,
    deliveryCharge: 0,
    advance: 0,
  };
  for (const problem of totalsProblems(input)) {
    if (problem.line !== undefined)
      errors[`lines.${problem.line}.discount`] ??= messageText('lineDiscountTooLarge');
    if (problem.discountOnAll) errors['discountOnAll.value'] = messageText('discountOnAllTooLarge');
  }
  if (typed.type === 'percentage' && typed.value > 10_000)
    errors['discountOnAll.value'] = messageText('discountOnAllTooLarge');
  return errors;
}

/**
 * A product picked in the search: a new line, or one more of a line already there. Refused (with the
 * message key) when it has none available or the line already holds all there is.
 */
export function withProduct(
  lines: readonly LineValue[],
  product: FoundProduct,
  ownQty = 0,
): { lines: LineValue[] } | { error: 'productOutOfStock' | 'quantityAboveAvailable' } {
  const maxQty = product.availableQty + ownQty;
  const index = lines.findIndex((l) => l.productId === product.id);
  if (index >= 0) {
    const line = lines[index]!;
    const qty = qtyOf(line.qty) + 1;
    if (qty > maxQty) return { error: 'quantityAboveAvailable' };
    return { lines: lines.map((l, i) => (i === index ? { ...l, qty, maxQty } : l)) };
  }
  if (maxQty <= 0) return { error: 'productOutOfStock' };
  const line: LineValue = {
    productId: product.id,
    name: product.name,
    salePrice: product.salePrice,
    maxQty,
    qty: 1,
    discount: '',
    weightGrams: product.weightGrams,
  };
  return { lines: [...lines, line] };
}

/** A product asked for `qty` times, and how many of them could be added. */
export interface ShortLine {
  name: string;
  asked: number;
  added: number;
}

/**
 * Several products at once, each with its quantity (a message pasted from a chat): added one by one as
 * picks in the search would be, so the same stock rules hold; what the stock could not give is `short`.
 */
export function withProducts(
  lines: readonly LineValue[],
  items: readonly { product: FoundProduct; qty: number }[],
): { lines: LineValue[]; short: ShortLine[] } {
  let next = [...lines];
  const short: ShortLine[] = [];
  for (const { product, qty } of items) {
    let added = 0;
    while (added < qty) {
      const result = withProduct(next, product);
      if ('error' in result) break;
      next = result.lines;
      added += 1;
    }
    if (added < qty) short.push({ name: product.name, asked: qty, added });
  }
  return { lines: next, short };
}

/**
 * An order form's errors: the body's own (the problems of the core schema that checks it on the server,
 * a field-less one shown at `fallbackField`) and the lines' (with the available quantities the schema
 * cannot know).
 */
export function orderFormErrors(
  problems: FieldProblems,
  values: { lines: LineValue[]; discountOnAll: DiscountValue },
  fallbackField: string,
): FormErrors {
  const errors: FormErrors = {};
  for (const [path, problem] of Object.entries(problems)) {
    if (!path.startsWith('lines.')) errors[path || fallbackField] ??= problemText(problem);
  }
  return { ...errors, ...linesErrors(values.lines, values.discountOnAll) };
}
