import { describe, expect, it } from 'vitest';
import { issueText } from '../field-problems.testkit.ts';
import { productBodySchema, productFormSchema, stockInBodySchema } from './schemas.ts';

const STORE = '01a1fcf7-0000-7000-8000-000000000001';
const valid = { name: ' Tea ', storeId: STORE, liftPrice: 100, salePrice: 150, qty: 3 };

describe('product input', () => {
  it('trims, and stores blank text and no supplier as null', () => {
    expect(productBodySchema.parse({ ...valid, brand: '  ', supplierId: null })).toEqual({
      ...valid,
      name: 'Tea',
      description: null,
      brand: null,
      country: null,
      supplierId: null,
    });
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
    expect(productFormSchema.safeParse({ ...valid, salePrice: 100_000_000 }).success).toBe(true);
    expect(
      issueText(productFormSchema.safeParse({ ...valid, salePrice: 100_000_001 }).error!.issues[0]!),
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
