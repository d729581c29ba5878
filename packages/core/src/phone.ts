import { toLatinDigits } from './digits.ts';

const MOBILE_PATTERN = /^01[3-9]\d{8}$/;

/**
 * Strips spaces, dashes and the +88 / 88 country prefix, and reads Bangla digits as Latin:
 * "+88 017-1234-5678" and "০১৭১২৩৪৫৬৭৮" -> "01712345678".
 */
export function normalizePhone(input: string): string {
  let digits = toLatinDigits(input).replace(/[\s\-().]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  if (digits.startsWith('88') && digits.length === 13) digits = digits.slice(2);
  return digits;
}

export function isValidMobile(input: string): boolean {
  return MOBILE_PATTERN.test(normalizePhone(input));
}
