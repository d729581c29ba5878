import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateDiscount } from './allocation.ts';

const subtotals = fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 1, maxLength: 12 });
/** A discount no larger than the subtotal, as an order can be saved. */
const orderLike = subtotals.chain((s) =>
  fc.tuple(fc.integer({ min: 0, max: s.reduce((a, b) => a + b, 0) }), fc.constant(s)),
);

describe('sharing the discount on all among the lines', () => {
  it('shares by subtotal, the left-over poisha to the largest remainders, earlier lines first', () => {
    expect(allocateDiscount(1_000, [3_000, 1_000])).toEqual([750, 250]);
    // 100 / 3 = 33 each and 1 left over: all remainders tie, so the first line takes it.
    expect(allocateDiscount(100, [500, 500, 500])).toEqual([34, 33, 33]);
    // Exact shares 2.5, 1.5 and 1: the tie between the remainders goes to the earlier line.
    expect(allocateDiscount(5, [500, 300, 200])).toEqual([3, 1, 1]);
    // Exact shares 0.7, 1.2, 3.1: 0 + 1 + 3 = 4, one left for the largest remainder (0.7).
    expect(allocateDiscount(5, [70, 120, 310])).toEqual([1, 1, 3]);
    expect(allocateDiscount(0, [1_000, 2_000])).toEqual([0, 0]);
    expect(allocateDiscount(0, [])).toEqual([]);
  });

  it('shares equally when no line has a subtotal, and gives a line below 0 nothing', () => {
    expect(allocateDiscount(10, [0, 0, 0])).toEqual([4, 3, 3]);
    expect(allocateDiscount(600, [-100, 300, 300])).toEqual([0, 300, 300]);
  });

  it('stays exact where a float would not (discount × subtotal beyond 2^53)', () => {
    const shares = allocateDiscount(99_999_999_999, [9_999_999_999_999, 1, 3]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(99_999_999_999);
    expect(shares).toEqual([99_999_999_999, 0, 0]);
  });

  it('refuses what is not money', () => {
    expect(() => allocateDiscount(-1, [100])).toThrow(RangeError);
    expect(() => allocateDiscount(1.5, [100])).toThrow(RangeError);
    expect(() => allocateDiscount(10, [100.5])).toThrow(RangeError);
    expect(() => allocateDiscount(10, [])).toThrow(RangeError);
  });

  it('always sums exactly to the discount, in whole poisha', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000 }),
        fc.array(fc.integer({ min: -1_000, max: 10_000_000_000 }), { minLength: 1, maxLength: 12 }),
        (discount, lines) => {
          const shares = allocateDiscount(discount, lines);
          expect(shares).toHaveLength(lines.length);
          for (const s of shares) expect(Number.isSafeInteger(s) && s >= 0).toBe(true);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(discount);
        },
      ),
    );
  });

  it('gives each line its exact share rounded down or up, never more than its subtotal', () => {
    fc.assert(
      fc.property(orderLike, ([discount, lines]) => {
        const total = BigInt(lines.reduce((a, b) => a + b, 0));
        const shares = allocateDiscount(discount, lines);
        lines.forEach((subtotal, i) => {
          const share = BigInt(shares[i]!);
          if (total === 0n) return;
          const exact = BigInt(discount) * BigInt(subtotal);
          // floor(exact / total) <= share <= ceil(exact / total)
          expect(share * total <= exact + total - 1n && share * total + total > exact).toBe(true);
          expect(shares[i]!).toBeLessThanOrEqual(subtotal);
        });
      }),
    );
  });

  it('never gives a smaller line more than a larger one', () => {
    fc.assert(
      fc.property(orderLike, ([discount, lines]) => {
        const shares = allocateDiscount(discount, lines);
        for (let i = 0; i < lines.length; i++) {
          for (let j = 0; j < lines.length; j++) {
            if (lines[i]! > lines[j]!) expect(shares[i]!).toBeGreaterThanOrEqual(shares[j]!);
          }
        }
      }),
    );
  });
});
