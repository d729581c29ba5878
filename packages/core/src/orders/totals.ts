import type { Poisha } from '../money.ts';

export interface TotalsLine {
  salePrice: Poisha;
  qty: number;
  discount: Poisha;
}

export type DiscountOnAll =
  | { type: 'fixed'; value: Poisha }
  | { type: 'percentage'; value: number /* basis points */ };

export interface TotalsInput {
  lines: readonly TotalsLine[];
  discountOnAll: DiscountOnAll;
  deliveryCharge: Poisha;
  advance: Poisha;
}

export interface Totals {
  gross: Poisha;
  lineDiscounts: Poisha;
  subtotal: Poisha;
  discountOnAll: Poisha;
  net: Poisha;
  deliveryCharge: Poisha;
  bill: Poisha;
  advance: Poisha;
  payable: Poisha;
  /** Σ quantity: the order's pieces of goods (the dashboard's quantities). */
  units: number;
}

/** The totals an order row keeps: all but the subtotal (gross − line discounts, derived when needed). */
export type StoredTotals = Omit<Totals, 'subtotal'>;
export const storedTotals = ({ subtotal: _, ...stored }: Totals): StoredTotals => stored;

/** Half away from zero, in integers: `numerator / denominator` for non-negative values. */
const divideRounded = (numerator: number, denominator: number) =>
  Math.floor((numerator * 2 + denominator) / (denominator * 2));

/**
 * The one definition of an order's money (DESIGN.md), all in integer poisha:
 * gross = Σ salePrice × qty; subtotal = gross − line discounts; discount on all is fixed or a percentage
 * of the subtotal; net = subtotal − discount on all; bill = net + delivery; payable = bill − advance, never
 * below 0. Lists show net, invoices and search show bill, the courier collects payable. Units = Σ qty.
 */
export function computeTotals(input: TotalsInput): Totals {
  const gross = input.lines.reduce((sum, l) => sum + l.salePrice * l.qty, 0);
  const lineDiscounts = input.lines.reduce((sum, l) => sum + l.discount, 0);
  const subtotal = gross - lineDiscounts;
  const discountOnAll =
    input.discountOnAll.type === 'fixed'
      ? input.discountOnAll.value
      : divideRounded(subtotal * input.discountOnAll.value, 10_000);
  const net = subtotal - discountOnAll;
  const bill = net + input.deliveryCharge;
  return {
    gross,
    lineDiscounts,
    subtotal,
    discountOnAll,
    net,
    deliveryCharge: input.deliveryCharge,
    bill,
    advance: input.advance,
    payable: Math.max(0, bill - input.advance),
    units: input.lines.reduce((sum, l) => sum + l.qty, 0),
  };
}

/** What cannot be: a line discount above its line, a discount on all above the subtotal. */
export function totalsProblems(input: TotalsInput): { line?: number; discountOnAll?: true }[] {
  const problems: { line?: number; discountOnAll?: true }[] = [];
  input.lines.forEach((l, i) => {
    if (l.discount > l.salePrice * l.qty) problems.push({ line: i });
  });
  const { subtotal, discountOnAll } = computeTotals(input);
  if (subtotal >= 0 && discountOnAll > subtotal) problems.push({ discountOnAll: true });
  return problems;
}
