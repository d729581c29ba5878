/**
 * Bangla digits (০-৯) and Latin ones (0-9) mean the same number: users type either, the server stores
 * and compares Latin, and the web shows Bangla ones in Bangla mode.
 */
const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/** "০১৭১২-৩৪৫৬৭৮" -> "01712-345678"; any other character stays as it is. */
export const toLatinDigits = (text: string) =>
  text.replace(/[০-৯]/g, (d) => String(BANGLA_DIGITS.indexOf(d)));

/** "৳1,250" -> "৳১,২৫০". */
export const toBanglaDigits = (text: string) => text.replace(/[0-9]/g, (d) => BANGLA_DIGITS[Number(d)]!);

/** For `z.preprocess` before a number read from text (a query parameter): "১০" is read as 10. */
export const withLatinDigits = (value: unknown) => (typeof value === 'string' ? toLatinDigits(value) : value);

/**
 * Latin digits grouped the Bangladeshi way, thousands then lakhs and crores by twos:
 * "123456789" -> "12,34,56,789".
 */
export function groupLakh(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}
