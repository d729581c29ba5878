import { describe, expect, it } from 'vitest';
import { issueText } from '../field-problems.testkit.ts';
import { productBodySchema, productFormSchema, stockInBodySchema } from './schemas.ts';

const STORE = '01a1fcf7-0000-7000-8000-000000000001';
const valid = { name: ' Tea ', storeId: STORE, liftPrice: 100, salePrice: 150, qty: 3 };
/** The form holds the weight in kilograms as typed. */
const validForm = { ...valid, weightGrams: '0.5' };

describe('product input', () => {
  it('trims, and stores blank text and no supplier as null', () => {
    expect(productBodySchema.parse({ ...valid, brand: '  ', supplierId: null })).toEqual({
      ...valid,
      name: 'Tea',
      description: null,
      brand: null,
      country: null,
      supplierId: null,
      weightGrams: 500,
    });
  });

  it('keeps one unit’s weight in whole grams, half a kilo when none is given, at most 30 kg', () => {
    expect(productBodySchema.parse({ ...valid, weightGrams: 1250 }).weightGrams).toBe(1250);
    const problem = (weightGrams: unknown) =>
      issueText(productBodySchema.safeParse({ ...valid, weightGrams }).error!.issues[0]!);
    expect(problem(0)).toBe('Enter the weight in kg: more than 0, with at most 3 decimals');
    expect(problem(0.5)).toBe('Enter the weight in kg: more than 0, with at most 3 decimals');
    expect(problem(30_001)).toBe('The weight can be at most 30 kg');
  });

  it('takes the weight in kilograms in the form', () => {
    expect(productFormSchema.safeParse({ ...validForm, weightGrams: '1.25' }).success).toBe(true);
    expect(
      issueText(productFormSchema.safeParse({ ...validForm, weightGrams: '31' }).error!.issues[0]!),
    ).toBe('The weight can be at most 30 kg');
  });

  it('names each wrong field in the spec’s words', () => {
    const result = productBodySchema.safeParse({
      name: ' ',
      storeId: '',
      supplierId: 'x',
      liftPrice: -1,
      salePrice: 1.5,
      qty: '2',
    });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), issueText(i)]));
    expect(fields).toEqual({
      name: 'Product name is required',
      storeId: 'Select a store',
      supplierId: 'Select one of your suppliers',
      liftPrice: 'Enter a whole amount of 0 or more',
      salePrice: 'Enter a whole amount of 0 or more',
      qty: 'Enter a whole number of 0 or more',
    });
  });

  it('takes whole taka in the form, with the same top price as the API', () => {
    expect(productFormSchema.safeParse({ ...validForm, salePrice: 100_000_000 }).success).toBe(true);
    expect(
      issueText(productFormSchema.safeParse({ ...validForm, salePrice: 100_000_001 }).error!.issues[0]!),
    ).toBe('This amount is too large');
  });

  it('stocks in 1 or more whole units', () => {
    expect(stockInBodySchema.safeParse({ qty: 1 }).success).toBe(true);
    for (const qty of [0, -2, 1.5, '3', null])
      expect(issueText(stockInBodySchema.safeParse({ qty }).error!.issues[0]!)).toBe(
        'Enter a quantity of 1 or more',
      );
  });
});
