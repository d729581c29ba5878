import { MESSAGES } from '@chalan/core/messages';
import { describe, expect, it } from 'vitest';
import type { LineValue } from './order-form-values.ts';
import { formLinesWeight, shownWeight, weightBody, weightErrors } from './order-weight.ts';

const line = (weightGrams: number, qty: number | string): LineValue => ({
  productId: `p${weightGrams}`,
  name: 'Product',
  salePrice: 10_000,
  maxQty: 100,
  qty,
  discount: '',
  weightGrams,
});

describe('an order form’s weight', () => {
  it('adds up each product’s weight times its quantity, a quantity not valid yet counting nothing', () => {
    expect(formLinesWeight([line(600, 2), line(150, '3')])).toBe(1_650);
    expect(formLinesWeight([line(600, ''), line(150, 1)])).toBe(150);
    expect(formLinesWeight([])).toBe(0);
  });

  it('shows the sum in kilograms until a weight is typed, blank with nothing to weigh', () => {
    expect(shownWeight([line(600, 2), line(150, 3)], null)).toBe('1.65');
    expect(shownWeight([], null)).toBe('');
    expect(shownWeight([line(600, 2)], '3')).toBe('3');
    expect(shownWeight([line(600, 2)], '')).toBe('');
  });

  it('sends grams, exactly, and nothing for a field that holds no weight', () => {
    expect(weightBody('1.65')).toBe(1_650);
    expect(weightBody(0.7)).toBe(700);
    expect(weightBody('0.1')).toBe(100);
    for (const none of ['', '0', 'abc']) expect(weightBody(none)).toBeUndefined();
  });

  it('says what is wrong with the weight once there are lines to weigh', () => {
    expect(weightErrors([], '')).toEqual({});
    expect(weightErrors([line(600, 1)], '')).toEqual({ weightGrams: MESSAGES.weightInvalid });
    expect(weightErrors([line(600, 1)], '1000.001')).toEqual({
      weightGrams: 'The weight can be at most 1,000 kg',
    });
    expect(weightErrors([line(600, 1)], '1000')).toEqual({});
  });
});
