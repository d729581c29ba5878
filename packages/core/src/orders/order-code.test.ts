import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateOrderCode, isOrderCode, ORDER_CODE_LENGTH } from './order-code.ts';

describe('order ids', () => {
  it('are short, unambiguous and valid as a courier invoice', () => {
    fc.assert(
      fc.property(fc.infiniteStream(fc.nat()), (numbers) => {
        const iterator = numbers[Symbol.iterator]();
        const code = generateOrderCode((n) => iterator.next().value % n);
        expect(code).toHaveLength(ORDER_CODE_LENGTH);
        expect(code).toMatch(/^[A-Za-z0-9-]+$/);
        expect(code).not.toMatch(/[01OIL]/);
        expect(isOrderCode(code)).toBe(true);
      }),
    );
    expect(isOrderCode('ab12')).toBe(false);
  });
});
