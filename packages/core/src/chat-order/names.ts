import { canonBangla } from './bangla-latin.ts';
import { findPlaceMentions } from './places.ts';
import { tokenize } from './words.ts';

/** Greetings, forms of address and the verbs of ordering: never a customer's name. */
const CHATTER = new Set(
  [
    'assalamualaikum',
    'asalamualaikum',
    'assalamu',
    'alaikum',
    'salam',
    'hi',
    'hello',
    'hey',
    'dear',
    'seller',
    'apu',
    'apa',
    'vai',
    'bhai',
    'vaiya',
    'bhaiya',
    'vaia',
    'sis',
    'sir',
    'madam',
    'bro',
    'plz',
    'pls',
    'please',
    'thanks',
    'thank',
    'you',
    'ok',
    'okay',
    'order',
    'confirm',
    'good',
    'morning',
    'evening',
    'details',
    'my',
    'is',
    'the',
    'available',
    'price',
    'koto',
    'dam',
    'delivery',
    'charge',
    'just',
    'want',
    'need',
    'i',
    'to',
    'for',
    'from',
    'and',
    'ar',
    'theke',
    'ekta',
    'jinis',
    'kichu',
    'pore',
    'janabo',
    'ager',
    'abar',
    'ta',
    'ti',
    'ei',
    'er',
    'amar',
    'apnar',
    'page',
    'will',
    'send',
    'later',
    'list',
    'call',
    'nibo',
    'nebo',
    'dien',
    'diyen',
    'diben',
    'den',
    'din',
    'pathan',
    'pathaben',
    'lagbe',
    'chai',
    'nite',
    'korte',
    'dite',
    'nen',
    'deliver',
    'details',
    'size',
    'color',
    'colour',
    'black',
    'red',
    'new',
    'customer',
    'cash',
    'on',
    'আসসালামু',
    'আলাইকুম',
    'সালাম',
    'ভাই',
    'ভাইয়া',
    'আপু',
    'আপা',
    'প্লিজ',
    'ধন্যবাদ',
    'অর্ডার',
    'কনফার্ম',
    'করতে',
    'চাই',
    'নিবো',
    'নেব',
    'দিবেন',
    'দিয়েন',
    'পাঠান',
    'পাঠাবেন',
    'লাগবে',
    'আমার',
    'আপনার',
    'পেজ',
    'থেকে',
    'একটা',
    'কিছু',
    'জিনিস',
    'পরে',
    'জানাবো',
    'আগের',
    'আবার',
    'এই',
    'নিন',
    'আমি',
    'থাকি',
    'দাম',
    'কত',
    'কল',
    'জন্য',
    'হাই',
    'হ্যালো',
    'দিন',
    'দেন',
    'টা',
    'থাকলে',
    'কি',
    'ami',
    'ki',
    'কী',
    'will',
    'list',
  ].map(canonBangla),
);

export const isChatter = (word: string): boolean => CHATTER.has(canonBangla(word.toLowerCase()));

const NAME_WORD = /^[\p{L}\p{M}]+[.:ঃ]?$/u;

/** One to four words of letters ("Md." and "মোঃ" included), none of them chatter, no place name. */
export function nameLike(text: string): boolean {
  const words = canonBangla(text).trim().split(/\s+/).filter(Boolean);
  if (!words.length || words.length > 4) return false;
  if (!words.every((w) => NAME_WORD.test(w) && !CHATTER.has(w.toLowerCase().replace(/[.:ঃ]$/, ''))))
    return false;
  return !findPlaceMentions(tokenize(text)).some((m) => m.sim >= 0.9);
}

const ABBREVIATION = /^(md|mst|mrs|mr|dr|mohd|মো|মোছা|মোসা|মোসাম্মৎ)$/iu;

/** "Tania from Rajshahi", "সুমাইয়া ইসলাম।": the name's words, up to what is not one. */
export function cleanName(value: string): string {
  const words: string[] = [];
  for (const w of value
    .replace(/[,;|।()"]/g, ' ')
    .trim()
    .split(/\s+/)) {
    const bare = w.replace(/[.!?:ঃ\-–]+$/u, '');
    if (!bare || /\d/.test(bare) || CHATTER.has(canonBangla(bare.toLowerCase())) || words.length === 4) break;
    const abbreviation = ABBREVIATION.test(bare);
    words.push(abbreviation ? w : bare);
    if (!abbreviation && /[.!?]$/.test(w)) break;
  }
  return words.join(' ');
}

const SELF = /^(?:ami|আমি|i'?m|i am|this is|it'?s)\s+(.+)$/iu;
const ORDER_FOR = /order for ([^:,]+):/iu;
const SEND_TO = /\bto\s+(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){0,2})\s*$/u;

/** A name said in a sentence: "ami rina", "I'm Tania from…", "Order for Mou:", "…saree to Rupa Das". */
export function nameInSentence(segment: string): string | null {
  for (const pattern of [SELF, ORDER_FOR, SEND_TO]) {
    const m = pattern.exec(segment.trim());
    if (!m) continue;
    const name = cleanName(m[1]!.split(/\s+(?:from|theke|থেকে)\s+/i)[0]!);
    if (name && nameLike(name)) return name;
  }
  return null;
}
