import { MESSAGES } from '@chalan/core/messages';
import { describe, expect, it } from 'vitest';
import { formatFor } from '../../../../lib/format.ts';
import type { FoundProduct } from '../../api/create.ts';
import {
  courierChargeFor,
  formTotals,
  type LineValue,
  linesErrors,
  poishaToInput,
  startOrderCharge,
  takaOrNull,
  takaOrZero,
  withProduct,
} from './order-form-values.ts';
import { totalsRows } from './totals-rows.ts';

const line = (over: Partial<LineValue> = {}): LineValue => ({
  productId: 'p1',
  name: 'Cotton saree',
  salePrice: 50_000,
  maxQty: 5,
  qty: 1,
  discount: '',
  weightGrams: 500,
  ...over,
});

const product = (over: Partial<FoundProduct> = {}): FoundProduct => ({
  id: 'p1',
  name: 'Cotton saree',
  salePrice: 50_000,
  liftPrice: 30_000,
  availableQty: 2,
  weightGrams: 750,
  imageUrl: null,
  storeId: 's1',
  ...over,
});

const noDiscount = { type: 'fixed' as const, value: '' };

describe('money typed in taka', () => {
  it('becomes poisha with no rounding error; blank, negative or not a number counts as 0', () => {
    expect(takaOrZero('1250')).toBe(125_000);
    expect(takaOrZero(12.5)).toBe(1_250);
    expect(takaOrZero('0.1')).toBe(10);
    for (const value of ['', '  ', 'abc', '-5', null, undefined]) expect(takaOrZero(value)).toBe(0);
  });

  it('is "not given" when blank, so a typed 0 (free delivery) still counts', () => {
    expect(takaOrNull('')).toBeNull();
    expect(takaOrNull('abc')).toBeNull();
    expect(takaOrNull('0')).toBe(0);
    expect(takaOrNull(' 60 ')).toBe(6_000);
  });

  it('goes back into a field as whole taka, or with its paisa', () => {
    expect(poishaToInput(12_000)).toBe(120);
    expect(poishaToInput(12_050)).toBe('120.50');
    expect(poishaToInput(5)).toBe('0.05');
  });
});

describe('withProduct (a product picked in the search)', () => {
  it('adds a line of one, at its sale price, with no discount, weighing what the product weighs', () => {
    const result = withProduct([], product());
    expect(result).toEqual({ lines: [line({ maxQty: 2, weightGrams: 750 })] });
  });

  it('adds one more to the line already there', () => {
    const result = withProduct([line({ qty: 1 })], product());
    expect(result).toEqual({ lines: [line({ qty: 2, maxQty: 2 })] });
  });

  it('refuses one more than is available, and a product with none', () => {
    expect(withProduct([line({ qty: 2 })], product())).toEqual({ error: 'quantityAboveAvailable' });
    expect(withProduct([], product({ availableQty: 0 }))).toEqual({ error: 'productOutOfStock' });
  });

  it("counts the order's own units as available when editing it", () => {
    const result = withProduct([line({ qty: 2 })], product({ availableQty: 0 }), 3);
    expect(result).toEqual({ lines: [line({ qty: 3, maxQty: 3 })] });
  });
});

describe('linesErrors (what the form says about the lines)', () => {
  it('asks for a product when there is none', () => {
    expect(linesErrors([], noDiscount)).toEqual({ lines: MESSAGES.addAProduct });
  });

  it('says a quantity must be a whole number from 1 up to what is available', () => {
    const lines = [line({ qty: 0 }), line({ qty: '1.5' }), line({ qty: 6 }), line({ qty: 5 })];
    expect(linesErrors(lines, noDiscount)).toEqual({
      'lines.0.qty': MESSAGES.quantityAtLeastOne,
      'lines.1.qty': MESSAGES.quantityAtLeastOne,
      'lines.2.qty': MESSAGES.quantityAboveAvailable,
    });
  });

  it('refuses a line discount above the line, and a discount on all above the subtotal', () => {
    expect(linesErrors([line({ discount: '501' })], noDiscount)).toEqual({
      'lines.0.discount': MESSAGES.lineDiscountTooLarge,
    });
    expect(linesErrors([line()], { type: 'fixed', value: '500.01' })).toEqual({
      'discountOnAll.value': MESSAGES.discountOnAllTooLarge,
    });
    expect(linesErrors([line()], { type: 'percentage', value: '100.5' })).toEqual({
      'discountOnAll.value': MESSAGES.discountOnAllTooLarge,
    });
    expect(linesErrors([line({ discount: '500' })], { type: 'percentage', value: '100' })).toEqual({});
  });
});

describe('the totals box', () => {
  const english = formatFor({ language: 'en', latinDigits: false });
  const shown = (rows: ReturnType<typeof totalsRows>) => rows.map((r) => [r.label, r.value]);

  it('shows the order money as typed: line discounts, a percentage off, delivery and advance', () => {
    const lines = [line({ qty: '2', discount: '50' }), line({ productId: 'p2', salePrice: 25_050, qty: 1 })];
    const totals = formTotals(lines, { type: 'percentage', value: '10' }, 6_000, takaOrZero('100'));
    expect(shown(totalsRows(totals, english))).toEqual([
      ['subtotal', '৳1,200.50'],
      ['discount', '-৳120.05'],
      ['net', '৳1,080.45'],
      ['deliveryCharge', '৳60'],
      ['bill', '৳1,140.45'],
      ['advance', '-৳100'],
      ['payable', '৳1,040.45'],
    ]);
  });

  it('counts a quantity still being typed as nothing, and never asks the customer for less than ৳0', () => {
    const totals = formTotals([line({ qty: '' })], noDiscount, 0, takaOrZero('200'));
    expect(shown(totalsRows(totals, english))).toEqual([
      ['subtotal', '৳0'],
      ['discount', '৳0'],
      ['net', '৳0'],
      ['deliveryCharge', '৳0'],
      ['bill', '৳0'],
      ['advance', '-৳200'],
      ['payable', '৳0'],
    ]);
  });

  it('sets the bill and the payable apart: bold, below a line', () => {
    const rows = totalsRows(formTotals([line()], noDiscount, 0, 0), english);
    expect(rows.filter((r) => r.strong && r.ruled).map((r) => r.label)).toEqual(['bill', 'payable']);
    expect(rows.filter((r) => r.strong || r.ruled)).toHaveLength(2);
  });

  it('writes Bangla digits in Bangla mode', () => {
    const totals = formTotals([line()], noDiscount, 0, takaOrZero('100'));
    const bangla = formatFor({ language: 'bn', latinDigits: false });
    expect(shown(totalsRows(totals, bangla)).slice(-2)).toEqual([
      ['advance', '-৳১০০'],
      ['payable', '৳৪০০'],
    ]);
  });
});

describe('the delivery charge', () => {
  const couriers = [{ id: 'c1', chargeInDhaka: 6_000, chargeOutsideDhaka: 12_000 }];

  it("is the courier's charge for Dhaka or for outside it, by the customer's district", () => {
    expect(courierChargeFor(couriers, 'c1', 'Dhaka')).toBe(6_000);
    expect(courierChargeFor(couriers, 'c1', 'Chattogram')).toBe(12_000);
    expect(courierChargeFor(couriers, 'c1', null)).toBe(12_000);
    expect(courierChargeFor(couriers, null, 'Dhaka')).toBeNull();
    expect(courierChargeFor(couriers, 'gone', 'Dhaka')).toBeNull();
  });

  it('is what the user typed, once they type, even 0', () => {
    expect(startOrderCharge(12_000, '80')).toEqual({ sent: 8_000, shown: 8_000 });
    expect(startOrderCharge(12_000, 0)).toEqual({ sent: 0, shown: 0 });
  });

  it("is the courier's while nothing (or nothing usable) is typed", () => {
    expect(startOrderCharge(12_000, null)).toEqual({ sent: 12_000, shown: 12_000 });
    expect(startOrderCharge(12_000, '')).toEqual({ sent: 12_000, shown: 12_000 });
    expect(startOrderCharge(12_000, 'abc')).toEqual({ sent: 12_000, shown: 12_000 });
  });

  it('is left to the server with no courier and nothing typed (the box shows ৳0)', () => {
    expect(startOrderCharge(null, null)).toEqual({ sent: null, shown: 0 });
  });
});
