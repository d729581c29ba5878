import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals, type TotalsInput, totalsProblems } from './totals.ts';

const line = fc.record({
  salePrice: fc.integer({ min: 0, max: 10_000_000 }),
  qty: fc.integer({ min: 1, max: 50 }),
  discount: fc.integer({ min: 0, max: 1_000_000 }),
});
const input: fc.Arbitrary<TotalsInput> = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 8 }),
  discountOnAll: fc.oneof(
    fc.record({ type: fc.constant('fixed' as const), value: fc.integer({ min: 0, max: 5_000_000 }) }),
    fc.record({ type: fc.constant('percentage' as const), value: fc.integer({ min: 0, max: 10_000 }) }),
  ),
  deliveryCharge: fc.integer({ min: 0, max: 50_000 }),
  advance: fc.integer({ min: 0, max: 10_000_000 }),
});

describe('order totals (one definition)', () => {
  it('adds up as DESIGN.md defines it, in whole poisha', () => {
    const totals = computeTotals({
      lines: [
        { salePrice: 145_000, qty: 2, discount: 10_000 },
        { salePrice: 35_000, qty: 1, discount: 0 },
      ],
      discountOnAll: { type: 'percentage', value: 1_000 },
      deliveryCharge: 12_000,
      advance: 50_000,
    });
    expect(totals).toEqual({
      gross: 325_000,
      lineDiscounts: 10_000,
      subtotal: 315_000,
      discountOnAll: 31_500,
      net: 283_500,
      deliveryCharge: 12_000,
      bill: 295_500,
      advance: 50_000,
      payable: 245_500,
      units: 3,
    });
  });

  it('rounds a percentage discount to the nearest poisha', () => {
    const totals = computeTotals({
      lines: [{ salePrice: 333, qty: 1, discount: 0 }],
      discountOnAll: { type: 'percentage', value: 1_250 },
      deliveryCharge: 0,
      advance: 0,
    });
    expect(totals.discountOnAll).toBe(42); // 41.625 poisha
  });

  it('holds its identities for any order', () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = computeTotals(i);
        for (const value of Object.values(t)) expect(Number.isSafeInteger(value)).toBe(true);
        expect(t.subtotal).toBe(t.gross - t.lineDiscounts);
        expect(t.net).toBe(t.subtotal - t.discountOnAll);
        expect(t.bill).toBe(t.net + t.deliveryCharge);
        expect(t.payable).toBe(Math.max(0, t.bill - t.advance));
        expect(t.payable).toBeGreaterThanOrEqual(0);
        expect(t.units).toBe(i.lines.reduce((sum, l) => sum + l.qty, 0));
      }),
    );
  });

  it('never lets a valid order go below zero: problems are named instead', () => {
    fc.assert(
      fc.property(input, (i) => {
        const t = computeTotals(i);
        if (totalsProblems(i).length === 0) {
          expect(t.subtotal).toBeGreaterThanOrEqual(0);
          expect(t.net).toBeGreaterThanOrEqual(0);
        }
      }),
    );
    const tooMuch = totalsProblems({
      lines: [{ salePrice: 100, qty: 1, discount: 150 }],
      discountOnAll: { type: 'fixed', value: 0 },
      deliveryCharge: 0,
      advance: 0,
    });
    expect(tooMuch).toContainEqual({ line: 0 });
  });

  it('gives a percentage of at most 100% at most the subtotal', () => {
    fc.assert(
      fc.property(input, (i) => {
        if (i.discountOnAll.type !== 'percentage') return;
        const t = computeTotals(i);
        if (t.subtotal >= 0) expect(t.discountOnAll).toBeLessThanOrEqual(t.subtotal);
      }),
    );
  });
});
