import { describe, expect, it } from 'vitest';
import { isValidMobile, normalizePhone } from './phone.ts';

describe('phone numbers', () => {
  it.each([
    ['+8801712345678', '01712345678'],
    ['8801712345678', '01712345678'],
    ['017-1234-5678', '01712345678'],
    [' 01712 345678 ', '01712345678'],
    ['০১৭১২৩৪৫৬৭৮', '01712345678'],
    ['+৮৮০ ১৭১২-৩৪৫৬৭৮', '01712345678'],
  ])('stores %s as %s', (input, stored) => {
    expect(normalizePhone(input)).toBe(stored);
    expect(isValidMobile(input)).toBe(true);
  });

  it.each(['01212345678', '0171234567', '017123456789', '1712345678', 'phone'])('rejects %s', (input) => {
    expect(isValidMobile(input)).toBe(false);
  });
});
