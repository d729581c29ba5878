import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupLakh, toBanglaDigits, toLatinDigits, withLatinDigits } from './digits.ts';

describe('Bangla and Latin digits', () => {
  it('reads Bangla digits as Latin and leaves everything else', () => {
    expect(toLatinDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(toLatinDigits('+৮৮ ০১৭১২-৩৪৫৬৭৮')).toBe('+88 01712-345678');
    expect(toLatinDigits('বাড়ি 12, রোড ৫')).toBe('বাড়ি 12, রোড 5');
  });

  it('writes Latin digits as Bangla and leaves everything else', () => {
    expect(toBanglaDigits('0123456789')).toBe('০১২৩৪৫৬৭৮৯');
    expect(toBanglaDigits('৳1,23,456.50')).toBe('৳১,২৩,৪৫৬.৫০');
  });

  it('goes there and back', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const latin = toLatinDigits(text);
        expect(toLatinDigits(toBanglaDigits(latin))).toBe(latin);
      }),
    );
  });

  it('changes only text before a number schema', () => {
    expect(withLatinDigits('১০')).toBe('10');
    expect(withLatinDigits(10)).toBe(10);
    expect(withLatinDigits(undefined)).toBeUndefined();
  });
});

describe('groupLakh', () => {
  it('groups thousands, then lakhs and crores by twos', () => {
    expect(groupLakh('0')).toBe('0');
    expect(groupLakh('999')).toBe('999');
    expect(groupLakh('1000')).toBe('1,000');
    expect(groupLakh('99999')).toBe('99,999');
    expect(groupLakh('123456')).toBe('1,23,456');
    expect(groupLakh('12345678')).toBe('1,23,45,678');
    expect(groupLakh('123456789')).toBe('12,34,56,789');
  });

  it('keeps every digit in order', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), (n) => {
        const grouped = groupLakh(String(n));
        expect(grouped.replaceAll(',', '')).toBe(String(n));
        expect(grouped).toMatch(/^\d{1,2}(,\d{2})*,\d{3}$|^\d{1,3}$/);
      }),
    );
  });
});
