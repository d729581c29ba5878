import { toLatinDigits } from '../digits.ts';
import { type Poisha, parseTaka } from '../money.ts';
import type { DiscountOnAll } from '../orders/totals.ts';
import { normalizePhone } from '../phone.ts';

/**
 * Reading the cells of an import row as a spreadsheet writes them: Bangla digits, a phone whose leading
 * 0 Excel dropped, "1,250" and "৳1250", "10%", dates day first. Each reader returns null when the cell
 * cannot be read.
 */

/**
 * A cell as the user meant it: trimmed, and without the apostrophe that our exports (and the error
 * report) put before a cell starting with = + - @ to keep it from being run as a formula.
 */
export function cellText(raw: string | undefined): string {
  const text = (raw ?? '').trim();
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
}

/** 11 digits 01XXXXXXXXX; "1712345678" (Excel dropped the 0) and "+880 1712-345678" are read too. */
export function readPhone(text: string): string {
  const digits = normalizePhone(toLatinDigits(text));
  return /^1[3-9]\d{8}$/.test(digits) ? `0${digits}` : digits;
}

export const MAX_AMOUNT: Poisha = 100_000_000_000;

/** A whole, non-negative taka amount ("1,250", "৳1250", "1250.00") in poisha. */
export function readTaka(text: string): Poisha | null {
  const poisha = parseTaka(toLatinDigits(text).replace(/\.0+$/, ''));
  if (poisha === null || poisha < 0 || Object.is(poisha, -0) || poisha % 100 !== 0) return null;
  return poisha;
}

const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?\s*%$/;

/** "12.5%" -> 1250 basis points (at most 100%). */
export function readPercent(text: string): number | null {
  const match = PERCENT.exec(toLatinDigits(text).replace(/\s+/g, ''));
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= 10_000 ? basisPoints : null;
}

/** A discount: whole taka (fixed) or a percentage. */
export function readDiscount(text: string): DiscountOnAll | null {
  if (text.includes('%')) {
    const value = readPercent(text);
    return value === null ? null : { type: 'percentage', value };
  }
  const value = readTaka(text);
  return value === null ? null : { type: 'fixed', value };
}

/** A whole quantity of 1 or more. */
export function readQty(text: string): number | null {
  const clean = toLatinDigits(text).replace(/\.0+$/, '');
  if (!/^\d{1,6}$/.test(clean)) return null;
  const qty = Number(clean);
  return qty >= 1 && qty <= 100_000 ? qty : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function isoDate(year: number, month: number, day: number): string | null {
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return at.toISOString().slice(0, 10);
}

const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));
const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/**
 * `YYYY-MM-DD`, or a date as Bangladesh writes it, day first: 05/03/2024, 5-3-2024, 5.3.2024,
 * 5-Mar-2024 and 05-Mar-24 (Excel's own), 5 March 2024, Mar 5, 2024.
 */
export function readDate(text: string): string | null {
  const clean = toLatinDigits(text).trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(clean);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(clean);
  if (m) return isoDate(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[\s-]([A-Za-z]{3,9})[\s,-]+(\d{2}|\d{4})$/.exec(clean);
  if (m && monthOf(m[2]!) > 0) return isoDate(fullYear(m[3]!), monthOf(m[2]!), Number(m[1]));
  m = /^([A-Za-z]{3,9})\s+(\d{1,2}),?\s+(\d{4})$/.exec(clean);
  if (m && monthOf(m[1]!) > 0) return isoDate(Number(m[3]), monthOf(m[1]!), Number(m[2]));
  return null;
}

/** Names compared as people type them: case, repeated spaces and curly quotes do not matter. */
export const nameKey = (text: string) =>
  text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim().toLowerCase();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (text: string) => UUID.test(text);
