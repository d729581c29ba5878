import { toLatinDigits } from './digits.ts';

/**
 * Weights are integer grams in the database, the API and the code (never a float, like money in
 * poisha); people read and type kilograms with up to 3 decimals, which is exactly whole grams.
 */
export type Grams = number;

export const GRAMS_PER_KG = 1000;
/** A product nobody weighed: the half kilo every parcel went out at before weights were kept. */
export const DEFAULT_PRODUCT_WEIGHT_GRAMS = 500;
/** One unit of a product: more than a courier's parcel takes is a typo, not a product. */
export const PRODUCT_WEIGHT_MAX_GRAMS = 30_000;
/** One order (many units): far above any courier's limit, below what a mistyped kilo would give. */
export const ORDER_WEIGHT_MAX_GRAMS = 1_000_000;

/** Parses typed kilograms ("1.25", "০.৫", "2") into grams without floating point; null if it is not kg. */
export function parseKg(text: string): Grams | null {
  const clean = toLatinDigits(text).replace(/[,\s]/g, '').replace(/kg$/i, '');
  const match = /^(\d+)(?:\.(\d{0,3}))?$/.exec(clean) ?? /^()\.(\d{1,3})$/.exec(clean);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const grams = Number(whole || '0') * GRAMS_PER_KG + Number(fraction.padEnd(3, '0'));
  return Number.isSafeInteger(grams) ? grams : null;
}

/** Grams as kilograms in digits, no trailing zeros: 1250 -> "1.25", 500 -> "0.5", 2000 -> "2". */
export function kgText(grams: Grams): string {
  const whole = Math.floor(grams / GRAMS_PER_KG);
  const fraction = String(grams % GRAMS_PER_KG)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** An order's weight from its lines: each product's weight times its quantity. */
export const linesWeight = (lines: readonly { weightGrams: Grams; qty: number }[]): Grams =>
  lines.reduce((sum, line) => sum + line.weightGrams * line.qty, 0);

/** `maxKg` of a message from a limit in grams (the limits are whole kilograms). */
export const maxKg = (maxGrams: Grams): number => Math.floor(maxGrams / GRAMS_PER_KG);
