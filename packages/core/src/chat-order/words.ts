import { toLatinDigits } from '../digits.ts';
import { canonBangla, phoneticKey } from './bangla-latin.ts';

export interface Token {
  text: string;
  start: number;
  end: number;
  /** Punctuation or a joining word ("ar", "and", "আর"): where one item of a list ends. */
  sep: boolean;
  /** Lower case, Latin digits: for quantities and word lists. */
  norm: string;
  /** Phonetic keys of the word and of it without a suffix ("কাঁথাটা" -> "কাঁথা", "watches" -> "watch"). */
  keys: string[];
}

/**
 * Words customers use for what a catalogue names otherwise: English loanwords spelled in Bangla
 * (phonetics cannot turn "ফেসওয়াশ" into "face wash"), translations ("সুতি" is cotton — and "cotton" is
 * read as "suti", as its key would be Katan's — "mustard" is সরিষা) and spellings far from the name ("manibag", "borkha"). Each maps to a word of the same meaning
 * that the phonetic key then compares with the catalogue.
 */
const LEXICON: Record<string, string> = {
  স্মার্ট: 'smart',
  ওয়াচ: 'watch',
  ঘড়ি: 'watch',
  ghori: 'watch',
  smartwatch: 'smartwatch',
  পাওয়ার: 'power',
  ব্যাংক: 'bank',
  ফেসওয়াশ: 'facewash',
  ফেস: 'face',
  ওয়াশ: 'wash',
  লিপস্টিক: 'lipstick',
  ম্যাট: 'matte',
  সানস্ক্রিন: 'sunscreen',
  অ্যালোভেরা: 'aloevera',
  অ্যালো: 'aloe',
  ভেরা: 'vera',
  জেল: 'gel',
  ট্রিমার: 'trimmer',
  হেয়ার: 'hair',
  কভার: 'cover',
  মোবাইল: 'phone',
  mobile: 'phone',
  ফোন: 'phone',
  বেবি: 'baby',
  ফ্রক: 'frock',
  থ্রি: 'three',
  থ্রী: 'three',
  পিস: 'piece',
  লন: 'lawn',
  সিল্ক: 'silk',
  কটন: 'suti',
  সুতি: 'suti',
  সুতির: 'suti',
  cotton: 'suti',
  shuti: 'suti',
  coton: 'suti',
  মানিব্যাগ: 'wallet',
  manibag: 'wallet',
  manibeg: 'wallet',
  moneybag: 'wallet',
  লেদার: 'leather',
  ইয়ারবাড: 'earbuds',
  ইয়ারবাডস: 'earbuds',
  ইয়ারফোন: 'earbuds',
  earbud: 'earbuds',
  airbuds: 'earbuds',
  airpods: 'earbuds',
  বোরখা: 'borka',
  borkha: 'borka',
  burka: 'borka',
  burqa: 'borka',
  mustard: 'সরিষার',
  shorisha: 'সরিষার',
  sorisha: 'সরিষার',
  oil: 'তেল',
  mango: 'আমের',
  pickle: 'আচার',
  jaggery: 'গুড়',
  molasses: 'গুড়',
  date: 'খেজুরের',
  kantha: 'কাঁথা',
  nakshi: 'নকশী',
  nokshi: 'নকশী',
  sharee: 'saree',
  shari: 'saree',
  sari: 'saree',
  panjabee: 'panjabi',
  punjabi: 'panjabi',
  threepis: 'threepiece',
};

/** Joining words between two items of a list. */
const JOINERS = new Set(['ar', 'r', 'and', 'o', 'আর', 'ও', 'এবং', 'plus', 'with', 'also', 'sathe', 'সাথে']);

const BANGLA_SUFFIXES = ['গুলো', 'টা', 'টি', 'টো', 'ের', 'এর', 'তে', 'কে'];
const LATIN_SUFFIXES = ['es', 's', 'er'];

const lexicon = new Map(Object.entries(LEXICON).map(([k, v]) => [canonBangla(k), canonBangla(v)]));

function variants(word: string): string[] {
  const out = [word];
  const suffixes = /[\u0980-\u09ff]/.test(word) ? BANGLA_SUFFIXES : LATIN_SUFFIXES;
  for (const suffix of suffixes) {
    if (word.endsWith(suffix) && [...word].length - [...suffix].length >= 2)
      out.push(word.slice(0, -suffix.length));
  }
  return out;
}

/** The keys a word may stand for, after the lexicon. */
export function wordKeys(word: string): string[] {
  // Bangla digits as Latin ones, which the key keeps: "২টা" is "2ta", not "টা" (that is "ta", "tea").
  const lower = canonBangla(toLatinDigits(word)).toLowerCase().replace(/['’]/g, '');
  const keys = new Set<string>();
  variants(lower).forEach((form, i) => {
    const key = phoneticKey(lexicon.get(form) ?? form);
    // A stem of two letters ("আম" of "আমের") matches too much.
    if (key && (i === 0 || key.length >= 3)) keys.add(key);
  });
  return [...keys];
}

// Words are letters (with Bangla's combining signs), digits and apostrophes; anything else is one token.
const TOKEN = /[\p{L}\p{M}\p{N}'’]+|[^\s\p{L}\p{M}\p{N}]/gu;

const THREE = new Set(['3', 'three', 'thri', 'থ্রি', 'থ্রী']);
const PIECE = new Set(['piece', 'pis', 'pices', 'পিস', 'পিছ']);
const THREE_PIECE_KEYS = wordKeys('threepiece');

/** "3 piece" / "থ্রি পিস" is the garment, not three of something: one word ("3 pieces of" stays a count). */
function joinThreePiece(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const j = tokens[i + 1]?.text === '-' ? i + 2 : i + 1;
    const piece = tokens[j];
    if (THREE.has(t.norm) && piece && PIECE.has(piece.norm) && tokens[j + 1]?.norm !== 'of') {
      out.push({
        ...t,
        end: piece.end,
        text: `${t.text} ${piece.text}`,
        norm: 'threepiece',
        keys: THREE_PIECE_KEYS,
      });
      i = j;
    } else {
      out.push(t);
    }
  }
  return out;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const raw = m[0];
    const norm = canonBangla(toLatinDigits(raw)).toLowerCase();
    const isWord = /[\p{L}\p{N}]/u.test(raw);
    tokens.push({
      text: raw,
      start: m.index,
      end: m.index + raw.length,
      sep: !isWord ? !['(', ')', '"', "'", '‘', '’', '-', '/', ':'].includes(raw) : JOINERS.has(norm),
      norm,
      keys: isWord ? wordKeys(raw) : [],
    });
  }
  return joinThreePiece(tokens);
}
