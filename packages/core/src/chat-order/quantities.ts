import { toLatinDigits } from '../digits.ts';
import { canonBangla } from './bangla-latin.ts';

/** Small numbers as words, in Bangla, Banglish and English ("দুইটা", "duita", "two"). */
const NUMBER_WORD_LIST: Record<string, number> = {
  ek: 1,
  eka: 1,
  ekta: 1,
  ekti: 1,
  akta: 1,
  one: 1,
  a: 1,
  an: 1,
  single: 1,
  এক: 1,
  একটা: 1,
  একটি: 1,
  dui: 2,
  duita: 2,
  duiti: 2,
  duto: 2,
  two: 2,
  pair: 2,
  দুই: 2,
  দুইটা: 2,
  দুইটি: 2,
  দুটো: 2,
  দুটি: 2,
  দুটা: 2,
  tin: 3,
  tinta: 3,
  tinti: 3,
  three: 3,
  তিন: 3,
  তিনটা: 3,
  তিনটি: 3,
  char: 4,
  charta: 4,
  four: 4,
  চার: 4,
  চারটা: 4,
  চারটি: 4,
  panch: 5,
  pach: 5,
  pachta: 5,
  panchta: 5,
  five: 5,
  পাঁচ: 5,
  পাঁচটা: 5,
  পাঁচটি: 5,
};
const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  Object.entries(NUMBER_WORD_LIST).map(([w, n]) => [canonBangla(w), n]),
);
/** "a"/"an"/"pair" say one thing only before a product name ("a pair" is one pair). */
const ONLY_BEFORE = new Set(['a', 'an']);

const canonSet = (words: string[]) => new Set(words.map(canonBangla));

/** Words that say "this number counts things". */
const UNITS = canonSet([
  'ta',
  'ti',
  'to',
  'টা',
  'টি',
  'টো',
  'pcs',
  'pc',
  'pces',
  'piece',
  'pieces',
  'pis',
  'p',
  'পিস',
  'পিছ',
  'set',
  'sets',
  'সেট',
  'kg',
  'কেজি',
  'liter',
  'litre',
  'liters',
  'litres',
  'ltr',
  'l',
  'লিটার',
  'jar',
  'jars',
  'boyam',
  'বয়াম',
  'বোয়াম',
  'jora',
  'জোড়া',
  'packet',
  'packets',
  'pack',
  'box',
  'bottle',
  'bottles',
  'x',
  'nos',
  'units',
  'unit',
  'pic',
]);

/** Words beside a number that make it a size, a price, an age or a model, never a count. */
const NOT_COUNT_BEFORE = canonSet([
  'size',
  'sz',
  'সাইজ',
  'spf',
  'iphone',
  'price',
  'dam',
  'দাম',
  'tk',
  'taka',
  '৳',
  'house',
  'road',
  'sector',
  'block',
  'flat',
  'ward',
  'holding',
  'বাসা',
  'রোড',
  'বাড়ি',
  'হাউজ',
  'সেক্টর',
  'no',
  'নং',
  'plot',
  'lane',
  'level',
  'floor',
  'mirpur',
  'মিরপুর',
  'gulshan',
  'গুলশান',
  'dhanmondi',
  'ধানমন্ডি',
  'samsung',
  'redmi',
]);
const NOT_COUNT_AFTER = canonSet([
  'size',
  'সাইজ',
  'tk',
  'taka',
  'টাকা',
  '৳',
  'year',
  'years',
  'yrs',
  'bochor',
  'bochorer',
  'বছর',
  'বছরের',
  'mah',
  'gb',
  'no',
  'number',
  'নাম্বার',
  'am',
  'pm',
  'ml',
  'gm',
  'inch',
  'each',
  'shade',
]);

export interface QuantityToken {
  /** Token text as written. */
  text: string;
  /** Lower case, Latin digits. */
  norm: string;
  start?: number;
  end?: number;
}

export interface ReadQuantity {
  qty: number;
  /** A unit or a number word said so; a bare number only may be a count. */
  explicit: boolean;
  /** How many tokens it spans from the one it was read at. */
  length: number;
}

const COUNT_WITH_UNIT = /^(\d{1,2})(ta|ti|to|টা|টি|টো|pcs|pc|pces|pis|p|x|kg|set|sets|ltr|l|jar|jars)$/u;
const UNIT_THEN_COUNT = /^[x×](\d{1,2})$/u;

const isCount = (n: number) => Number.isInteger(n) && n >= 1 && n <= 50;

/**
 * A quantity read at token `i`: "2ta", "২টা", "2 pcs", "x2", "x 2", "2", "দুইটা", "two". Numbers next to
 * "size", "tk", "years", "mAh"… or inside "2-3" / "45/2" are not counts.
 */
export function readQuantity(
  tokens: readonly QuantityToken[],
  i: number,
  beforeProduct: boolean,
): ReadQuantity | null {
  const t = tokens[i]!.norm;
  const prev = tokens[i - 1]?.norm ?? '';
  const next = tokens[i + 1]?.norm ?? '';
  const word = NUMBER_WORDS[t];
  if (word !== undefined) {
    if (ONLY_BEFORE.has(t) && !beforeProduct) return null;
    if (t === 'pair' || next === 'pair' || next === 'jora' || next === canonBangla('জোড়া'))
      return { qty: 1, explicit: true, length: 1 };
    return { qty: word, explicit: true, length: 1 };
  }
  const withUnit = COUNT_WITH_UNIT.exec(t) ?? UNIT_THEN_COUNT.exec(t);
  if (withUnit) {
    const n = Number(withUnit[1]);
    return isCount(n) && !NOT_COUNT_AFTER.has(next) ? { qty: n, explicit: true, length: 1 } : null;
  }
  if ((t === 'x' || t === '×' || t === 'qty' || t === 'quantity') && /^\d{1,2}$/.test(next)) {
    return isCount(Number(next)) ? { qty: Number(next), explicit: true, length: 2 } : null;
  }
  if (!/^\d{1,2}$/.test(t)) return null;
  const n = Number(t);
  if (!isCount(n) || NOT_COUNT_BEFORE.has(prev) || NOT_COUNT_AFTER.has(next)) return null;
  // "2-3 years", "45/2": a range or a house number, written without spaces.
  const glued = (a: number, b: number) => tokens[a] && tokens[b] && tokens[a]!.end === tokens[b]!.start;
  const isNumber = (k: number) => /^\d+$/.test(tokens[k]?.norm ?? '');
  const range = (k: number, d: number) =>
    (tokens[k]?.norm === '-' || tokens[k]?.norm === '/') &&
    isNumber(k + d) &&
    glued(Math.min(k, k + d), Math.max(k, k + d));
  if ((range(i - 1, -1) && glued(i - 1, i)) || (range(i + 1, 1) && glued(i, i + 1))) return null;
  if (next === ':') return null;
  if (UNITS.has(next) || next === 'x' || next === '×') return { qty: n, explicit: true, length: 2 };
  return { qty: n, explicit: false, length: 1 };
}

/**
 * Whether token `i` is part of a count ("2ta", "২টা", "x2", "দুইটা", "two", the "pcs" of "2 pcs"), so
 * that it is never read as a word of a product's name ("টা" sounds like "tea").
 */
export function isQuantityWord(tokens: readonly QuantityToken[], i: number): boolean {
  const t = tokens[i]!.norm;
  if (isNumberWord(t) || COUNT_WITH_UNIT.test(t) || UNIT_THEN_COUNT.test(t)) return true;
  return UNITS.has(t) && /^\d{1,2}$/.test(tokens[i - 1]?.norm ?? '');
}

/** "দুইটা", "ekta", "two": a number said as a word (`norm` as `QuantityToken`'s). */
export const isNumberWord = (norm: string): boolean => NUMBER_WORDS[norm] !== undefined;

/** Normalises a token for `readQuantity`. */
export const quantityToken = (text: string): QuantityToken => ({
  text,
  norm: toLatinDigits(text).toLowerCase(),
});
