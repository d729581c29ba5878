import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTaka, parseTaka, roundToTaka, takaToPoisha } from './money.ts';

describe('money in poisha', () => {
  it('formats taka the way sellers read it', () => {
    expect(formatTaka(125_000)).toBe('৳1,250');
    expect(formatTaka(125_050)).toBe('৳1,250.50');
    expect(formatTaka(5)).toBe('৳0.05');
    expect(formatTaka(-30_000)).toBe('-৳300');
    expect(formatTaka(99_900, 'Tk ')).toBe('Tk 999');
  });

  it('groups the Bangladeshi way: thousands, then lakhs and crores', () => {
    expect(formatTaka(12_345_600)).toBe('৳1,23,456');
    expect(formatTaka(1_234_567_89)).toBe('৳12,34,567.89');
    expect(formatTaka(-10_000_000_000)).toBe('-৳10,00,00,000');
  });

  it('parses typed amounts without floating point', () => {
    expect(parseTaka('1,250')).toBe(125_000);
    expect(parseTaka('0.1')).toBe(10);
    expect(parseTaka('19.99')).toBe(1_999);
    expect(parseTaka('৳ 60')).toBe(6_000);
    expect(parseTaka('১,২৫০.৫০')).toBe(125_050);
    expect(parseTaka('1,23,456')).toBe(12_345_600);
    expect(parseTaka('1.234')).toBeNull();
    expect(parseTaka('abc')).toBeNull();
  });

  it('reads back every amount it formats', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (poisha) => {
        expect(parseTaka(formatTaka(poisha, ''))).toBe(poisha);
      }),
    );
  });

  it('rounds to whole taka half away from zero for invoices', () => {
    expect(roundToTaka(12_349)).toBe(123);
    expect(roundToTaka(12_350)).toBe(124);
    expect(roundToTaka(-12_350)).toBe(-124);
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (poisha) => {
        expect(Math.abs(roundToTaka(poisha) * 100 - poisha)).toBeLessThanOrEqual(50);
      }),
    );
  });

  it('refuses fractional taka when converting', () => {
    expect(takaToPoisha(60)).toBe(6_000);
    expect(() => takaToPoisha(0.5)).toThrow();
  });
});
