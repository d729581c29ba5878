import type { Poisha } from '../money.ts';
import { allocateDiscount } from './allocation.ts';

/** An order line as sold: prices in poisha, `discount` the line's own discount. */
export interface ProfitLine {
  salePrice: Poisha;
  liftPrice: Poisha;
  qty: number;
  discount: Poisha;
}

export interface LineProfit {
  /** The line's share of the order's discount on all. */
  share: Poisha;
  /** salePrice × qty − line discount − share. */
  revenue: Poisha;
  /** liftPrice × qty. */
  cost: Poisha;
  /** revenue − cost, signed (DESIGN.md difference 6): a loss is below 0. */
  profit: Poisha;
}

/**
 * Each line's revenue, cost and signed profit (figures.md): the order's discount on all is shared by
 * line subtotals (allocateDiscount), delivery charge is not product revenue.
 */
export function lineProfits(lines: readonly ProfitLine[], discountOnAll: Poisha): LineProfit[] {
  const subtotals = lines.map((l) => l.salePrice * l.qty - l.discount);
  const shares = allocateDiscount(discountOnAll, subtotals);
  return lines.map((l, i) => {
    const share = shares[i]!;
    const revenue = subtotals[i]! - share;
    const cost = l.liftPrice * l.qty;
    return { share, revenue, cost, profit: revenue - cost };
  });
}

/** 100% is 10,000 basis points. */
export const BASIS_POINTS_PER_UNIT = 10_000;

/**
 * Margin = profit ÷ revenue in basis points, rounded down (toward minus infinity, so a loss never rounds
 * up to 0). Null when there is no revenue to divide by.
 */
export function marginBasisPoints(profit: Poisha, revenue: Poisha): number | null {
  if (revenue <= 0) return null;
  const p = BigInt(profit) * BigInt(BASIS_POINTS_PER_UNIT);
  const r = BigInt(revenue);
  const q = p / r;
  // BigInt division truncates toward 0; step down for a negative quotient with a remainder.
  return Number(p % r !== 0n && p < 0n ? q - 1n : q);
}

export const MARGIN_BANDS = ['red', 'yellow', 'blue', 'green'] as const;
export type MarginBand = (typeof MARGIN_BANDS)[number];

/**
 * The spec's colour bands (part 1 §2) in whole percent: Red 0–39%, Yellow 40–59%, Blue 60–79%, Green
 * above 79%. A margin belongs to the band of its whole percent (39.9% is 39%: red), so the bands meet at
 * 40%, 60% and 80% with no gaps; a loss is red. `to` is the band's last whole percent (null: no top).
 */
export const MARGIN_BAND_RANGES: readonly { band: MarginBand; from: number; to: number | null }[] = [
  { band: 'red', from: 0, to: 39 },
  { band: 'yellow', from: 40, to: 59 },
  { band: 'blue', from: 60, to: 79 },
  { band: 'green', from: 80, to: null },
];

/**
 * The band of a margin (basis points). With no revenue there is no margin: a loss is still red, anything
 * else has no band.
 */
export function marginBand(marginBp: number | null, profit: Poisha): MarginBand | null {
  if (marginBp === null) return profit < 0 ? 'red' : null;
  if (marginBp < 4_000) return 'red';
  if (marginBp < 6_000) return 'yellow';
  if (marginBp < 8_000) return 'blue';
  return 'green';
}

/** A row's margin and band from its profit and revenue. */
export function marginOf(
  profit: Poisha,
  revenue: Poisha,
): { marginBp: number | null; band: MarginBand | null } {
  const marginBp = marginBasisPoints(profit, revenue);
  return { marginBp, band: marginBand(marginBp, profit) };
}
