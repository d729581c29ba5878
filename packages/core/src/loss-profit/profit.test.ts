import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals } from '../orders/totals.ts';
import { lineProfits, marginBand, marginBasisPoints, marginOf } from './profit.ts';

describe('profit of the lines (signed)', () => {
  it('takes line discounts and each line’s share of the discount on all from its revenue', () => {
    // Saree 1,450 × 2 − 100 line discount = 2,800; Scarf 350 × 1 = 350; 10% on all of 3,150 = 315,
    // shared 280 and 35.
    const lines = [
      { salePrice: 145_000, liftPrice: 90_000, qty: 2, discount: 10_000 },
      { salePrice: 35_000, liftPrice: 20_000, qty: 1, discount: 0 },
    ];
    expect(lineProfits(lines, 31_500)).toEqual([
      { share: 28_000, revenue: 252_000, cost: 180_000, profit: 72_000 },
      { share: 3_500, revenue: 31_500, cost: 20_000, profit: 11_500 },
    ]);
  });

  it('shows a loss as a loss, not its absolute value', () => {
    expect(lineProfits([{ salePrice: 100_000, liftPrice: 120_000, qty: 3, discount: 0 }], 0)).toEqual([
      { share: 0, revenue: 300_000, cost: 360_000, profit: -60_000 },
    ]);
    // A discount can turn a profit into a loss.
    expect(lineProfits([{ salePrice: 35_000, liftPrice: 20_000, qty: 1, discount: 10_000 }], 6_000)).toEqual([
      { share: 6_000, revenue: 19_000, cost: 20_000, profit: -1_000 },
    ]);
  });

  it('adds up to the order’s net, and profit is net minus cost', () => {
    const line = fc.record({
      salePrice: fc.integer({ min: 0, max: 10_000_000 }),
      liftPrice: fc.integer({ min: 0, max: 10_000_000 }),
      qty: fc.integer({ min: 1, max: 50 }),
      discountPart: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 10_000 }),
        (raw, percent) => {
          const lines = raw.map((l) => ({
            ...l,
            discount: Math.floor((l.salePrice * l.qty * l.discountPart) / 100),
          }));
          const totals = computeTotals({
            lines,
            discountOnAll: { type: 'percentage', value: percent },
            deliveryCharge: 6_000,
            advance: 0,
          });
          const figures = lineProfits(lines, totals.discountOnAll);
          const sum = (pick: (f: (typeof figures)[number]) => number) =>
            figures.reduce((a, f) => a + pick(f), 0);
          const cost = lines.reduce((a, l) => a + l.liftPrice * l.qty, 0);
          expect(sum((f) => f.share)).toBe(totals.discountOnAll);
          expect(sum((f) => f.revenue)).toBe(totals.net);
          expect(sum((f) => f.profit)).toBe(totals.net - cost);
          for (const f of figures) expect(f.revenue).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('margin and its colour band', () => {
  it('is profit ÷ revenue in basis points, rounded down, and none without revenue', () => {
    expect(marginBasisPoints(72_000, 252_000)).toBe(2_857); // 28.57%
    expect(marginBasisPoints(1, 3)).toBe(3_333);
    expect(marginBasisPoints(-1, 3)).toBe(-3_334);
    expect(marginBasisPoints(-60_000, 300_000)).toBe(-2_000);
    expect(marginBasisPoints(0, 5)).toBe(0);
    expect(marginBasisPoints(-500, 0)).toBeNull();
  });

  it('uses the spec’s bands in whole percent: red 0–39, yellow 40–59, blue 60–79, green above 79', () => {
    expect(marginBand(0, 0)).toBe('red');
    expect(marginBand(3_999, 1)).toBe('red'); // 39.99%
    expect(marginBand(4_000, 1)).toBe('yellow');
    expect(marginBand(5_999, 1)).toBe('yellow');
    expect(marginBand(6_000, 1)).toBe('blue');
    expect(marginBand(7_999, 1)).toBe('blue');
    expect(marginBand(8_000, 1)).toBe('green');
    expect(marginBand(10_000, 1)).toBe('green');
  });

  it('paints a loss red, with or without revenue', () => {
    expect(marginOf(-60_000, 300_000)).toEqual({ marginBp: -2_000, band: 'red' });
    expect(marginOf(-20_000, 0)).toEqual({ marginBp: null, band: 'red' });
    expect(marginOf(0, 0)).toEqual({ marginBp: null, band: null });
  });

  it('never rounds a loss up to a margin of 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: -1 }),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        (profit, revenue) => {
          const { marginBp, band } = marginOf(profit, revenue);
          expect(marginBp).toBeLessThan(0);
          expect(band).toBe('red');
        },
      ),
    );
  });
});
