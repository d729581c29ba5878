import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cellText,
  nameKey,
  readDate,
  readDiscount,
  readPercent,
  readPhone,
  readQty,
  readTaka,
} from './cells.ts';
import { headerMeaning, mapHeader } from './columns.ts';
import { importDistrict, importThana } from './places.ts';

describe('reading import cells', () => {
  it('reads phones as spreadsheets write them', () => {
    expect(readPhone('01712345678')).toBe('01712345678');
    expect(readPhone('1712345678')).toBe('01712345678');
    expect(readPhone('+880 1712-345678')).toBe('01712345678');
    expect(readPhone('০১৭১২৩৪৫৬৭৮')).toBe('01712345678');
    expect(readPhone('12345')).toBe('12345');
  });

  it('reads whole, non-negative taka as poisha and refuses the rest', () => {
    expect(readTaka('120')).toBe(12_000);
    expect(readTaka('1,250')).toBe(125_000);
    expect(readTaka('৳1250')).toBe(125_000);
    expect(readTaka('Tk 60')).toBe(6_000);
    expect(readTaka('1250.00')).toBe(125_000);
    expect(readTaka('১২০')).toBe(12_000);
    expect(readTaka('0')).toBe(0);
    for (const bad of ['12.50', '-5', '-0', 'abc', '1e3', '', '5%']) expect(readTaka(bad), bad).toBeNull();
  });

  it('any whole taka amount reads back as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (taka) => {
        expect(readTaka(String(taka))).toBe(taka * 100);
        expect(readTaka(taka.toLocaleString('en-US'))).toBe(taka * 100);
      }),
    );
  });

  it('reads percentages as basis points, up to 100%', () => {
    expect(readPercent('10%')).toBe(1_000);
    expect(readPercent('12.5 %')).toBe(1_250);
    expect(readPercent('100%')).toBe(10_000);
    expect(readPercent('101%')).toBeNull();
    expect(readDiscount('10%')).toEqual({ type: 'percentage', value: 1_000 });
    expect(readDiscount('100')).toEqual({ type: 'fixed', value: 10_000 });
    expect(readDiscount('ten')).toBeNull();
  });

  it('reads whole quantities of 1 or more', () => {
    expect(readQty('2')).toBe(2);
    expect(readQty('২')).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'two', '']) expect(readQty(bad), bad).toBeNull();
  });

  it('reads dates ISO or day first, and refuses dates that do not exist', () => {
    expect(readDate('2024-03-05')).toBe('2024-03-05');
    expect(readDate('05/03/2024')).toBe('2024-03-05');
    expect(readDate('5-3-2024')).toBe('2024-03-05');
    expect(readDate('5-Mar-2024')).toBe('2024-03-05');
    expect(readDate('05-Mar-24')).toBe('2024-03-05');
    expect(readDate('5 March 2024')).toBe('2024-03-05');
    expect(readDate('Mar 5, 2024')).toBe('2024-03-05');
    for (const bad of ['31/02/2024', '2024-13-01', 'yesterday', '5/3']) expect(readDate(bad), bad).toBeNull();
  });

  it('drops the apostrophe an export puts before formula-like text, and compares names loosely', () => {
    expect(cellText("'+8801712345678")).toBe('+8801712345678');
    expect(cellText("  O'Brien ")).toBe("O'Brien");
    expect(nameKey('  Men’s   PANJABI ')).toBe("men's panjabi");
  });

  it('knows districts and thanas as sellers write them', () => {
    expect(importDistrict('dhaka')).toBe('Dhaka');
    expect(importDistrict('Chittagong')).toBe('Chattogram');
    expect(importDistrict("Cox's Bazar")).toBe('Coxsbazar');
    expect(importDistrict('ঢাকা')).toBe('Dhaka');
    expect(importDistrict('Atlantis')).toBeUndefined();
    expect(importThana('Dhaka', 'dhanmondi')).toBe('Dhanmondi');
    expect(importThana('Dhaka', 'Hathazari')).toBeUndefined();
  });
});

describe('import header', () => {
  it('matches headers ignoring case and punctuation, with common other words', () => {
    expect(headerMeaning('customer_phone')).toEqual({ kind: 'field', field: 'phone' });
    expect(headerMeaning('Mobile')).toEqual({ kind: 'field', field: 'phone' });
    expect(headerMeaning('QTY 2')).toEqual({ kind: 'group', part: 'qty', n: 2 });
    expect(headerMeaning('Product')).toEqual({ kind: 'group', part: 'product', n: 1 });
    expect(headerMeaning('Line Discount 3')).toEqual({ kind: 'group', part: 'discount', n: 3 });
    expect(headerMeaning('Colour')).toEqual({ kind: 'unknown' });
  });

  it('names every missing required column, a duplicate, and the columns it ignores', () => {
    expect(mapHeader(['Phone', 'Name', 'Colour'])).toEqual({
      key: 'importMissingColumns',
      params: { columns: 'Address, District, Product 1, Reference' },
    });
    expect(mapHeader(['Phone', 'Mobile'])).toEqual({
      key: 'importDuplicateColumn',
      params: { column: 'Mobile' },
    });
    const map = mapHeader([
      'Phone',
      'Name',
      'Address',
      'District',
      'Product',
      'Qty 2',
      'Reference',
      'Colour',
    ]);
    expect(map).toMatchObject({ ignored: ['Colour', 'Qty 2'], groups: [{ n: 1, product: 4 }] });
  });
});
