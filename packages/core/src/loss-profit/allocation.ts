import type { Poisha } from '../money.ts';

/**
 * Shares an order's discount on all among its lines in proportion to their subtotals (salePrice × qty −
 * line discount), in whole poisha that add up to exactly `discount`: each line gets the floor of its exact
 * share, and the poisha left over go one each to the lines with the largest remainders (the earlier line
 * first on a tie). A line below 0 (which cannot be saved) weighs nothing; when no line weighs anything, the
 * lines share equally. The server's SQL follows the same rule (loss-profit.service.ts).
 *
 * BigInt keeps `discount × subtotal` exact however large both are.
 */
export function allocateDiscount(discount: Poisha, subtotals: readonly Poisha[]): Poisha[] {
  if (!Number.isSafeInteger(discount) || discount < 0) {
    throw new RangeError('discount must be a whole, non-negative number of poisha');
  }
  if (subtotals.some((s) => !Number.isSafeInteger(s))) {
    throw new RangeError('subtotals must be whole numbers of poisha');
  }
  if (subtotals.length === 0) {
    if (discount === 0) return [];
    throw new RangeError('a discount needs at least one line to share it');
  }
  let weights = subtotals.map((s) => BigInt(Math.max(0, s)));
  let total = weights.reduce((sum, w) => sum + w, 0n);
  if (total === 0n) {
    weights = subtotals.map(() => 1n);
    total = BigInt(subtotals.length);
  }
  const d = BigInt(discount);
  const floors = weights.map((w) => (d * w) / total);
  const remainders = weights.map((w) => (d * w) % total);
  let left = Number(d - floors.reduce((sum, f) => sum + f, 0n));
  const byRemainder = remainders
    .map((r, index) => ({ r, index }))
    .sort((a, b) => (a.r === b.r ? a.index - b.index : a.r > b.r ? -1 : 1));
  const shares = floors.map(Number);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
