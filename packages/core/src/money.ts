import { groupLakh, toLatinDigits } from './digits.ts';

/** Money is integer poisha everywhere (1 taka = 100 poisha); never a float. */
export type Poisha = number;

export const POISHA_PER_TAKA = 100;

export function takaToPoisha(taka: number): Poisha {
  if (!Number.isSafeInteger(taka)) throw new RangeError('taka must be a whole number');
  return taka * POISHA_PER_TAKA;
}

/** Parses user text such as "1,250", "১২৫০" or "1250.50" into poisha without going through floating point. */
export function parseTaka(text: string): Poisha | null {
  const clean = toLatinDigits(text)
    .replace(/[,\s৳]/g, '')
    .replace(/^Tk/i, '');
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const value = Number(whole) * POISHA_PER_TAKA + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(value)) return null;
  return sign === '-' ? -value : value;
}

/** Whole taka, half away from zero, as invoices print. */
export function roundToTaka(poisha: Poisha): number {
  const sign = poisha < 0 ? -1 : 1;
  const abs = Math.abs(poisha);
  return sign * (Math.floor(abs / POISHA_PER_TAKA) + (abs % POISHA_PER_TAKA >= 50 ? 1 : 0));
}

/** `৳1,250`, `৳1,23,456.50` (lakh grouping), `-৳60`; poisha shown only when there are any. */
export function formatTaka(poisha: Poisha, symbol = '৳'): string {
  const sign = poisha < 0 ? '-' : '';
  const abs = Math.abs(poisha);
  const whole = Math.floor(abs / POISHA_PER_TAKA);
  const fraction = abs % POISHA_PER_TAKA;
  const fractionText = fraction === 0 ? '' : `.${String(fraction).padStart(2, '0')}`;
  return `${sign}${symbol}${groupLakh(String(whole))}${fractionText}`;
}
