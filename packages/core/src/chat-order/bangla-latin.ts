/**
 * A rough Bangla -> Latin transliteration and a phonetic key, so that "মিরপুর", "Mirpur" and "mirpur"
 * (and "Chattogram" / "চট্টগ্রাম", "gonj" / "ganj", "sree" / "sri") compare as near-equal strings.
 * It is not a romanisation anyone reads: it only has to put the spellings people use close together.
 */

const VOWELS: Record<string, string> = {
  অ: 'o',
  আ: 'a',
  ই: 'i',
  ঈ: 'i',
  উ: 'u',
  ঊ: 'u',
  ঋ: 'ri',
  এ: 'e',
  ঐ: 'oi',
  ও: 'o',
  ঔ: 'ou',
};
const SIGNS: Record<string, string> = {
  'া': 'a',
  'ি': 'i',
  'ী': 'i',
  'ু': 'u',
  'ূ': 'u',
  'ৃ': 'ri',
  'ে': 'e',
  'ৈ': 'oi',
  'ো': 'o',
  'ৌ': 'ou',
};
const CONSONANTS: Record<string, string> = {
  ক: 'k',
  খ: 'kh',
  গ: 'g',
  ঘ: 'gh',
  ঙ: 'ng',
  চ: 'ch',
  ছ: 'chh',
  জ: 'j',
  ঝ: 'jh',
  ঞ: 'n',
  ট: 't',
  ঠ: 'th',
  ড: 'd',
  ঢ: 'dh',
  ণ: 'n',
  ত: 't',
  থ: 'th',
  দ: 'd',
  ধ: 'dh',
  ন: 'n',
  প: 'p',
  ফ: 'ph',
  ব: 'b',
  ভ: 'bh',
  ম: 'm',
  য: 'j',
  র: 'r',
  ল: 'l',
  শ: 'sh',
  ষ: 'sh',
  স: 's',
  হ: 'h',
  '\u09DC': 'r',
  '\u09DD': 'rh',
  '\u09DF': 'y',
  ৎ: 't',
};
const OTHERS: Record<string, string> = { 'ং': 'ng', 'ঃ': '', 'ঁ': '', '়': '' };
const HASANTA = '্';

/**
 * NFC splits ড়, ঢ় and য় into a letter and a nukta (they are composition exclusions); keyboards send
 * either form. One form everywhere, the precomposed one, so that lists and lookups agree.
 */
export const canonBangla = (text: string): string =>
  text
    .normalize('NFC')
    .replace(/\u09A1\u09BC/g, '\u09DC')
    .replace(/\u09A2\u09BC/g, '\u09DD')
    .replace(/\u09AF\u09BC/g, '\u09DF');

/** "চট্টগ্রাম" -> "chottogram": the inherent vowel is kept only where Bangla usually says it. */
export function banglaToLatin(text: string): string {
  // Precomposed forms first: "ড়" may come as ড + nukta.
  const chars = [...canonBangla(text)];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const consonant = CONSONANTS[ch];
    if (consonant === undefined) {
      out += VOWELS[ch] ?? SIGNS[ch] ?? OTHERS[ch] ?? (ch === HASANTA ? '' : ch);
      continue;
    }
    // ya-phala after a consonant ("ব্যাংক") is a glide, b-phala ("বিশ্ব") mostly silent.
    if (
      chars[i - 1] === HASANTA &&
      (ch === 'য' || ch === 'ব') &&
      CONSONANTS[chars[i - 2] ?? ''] !== undefined
    ) {
      out += ch === 'য' ? 'y' : '';
    } else {
      out += consonant;
    }
    const next = chars[i + 1] ?? '';
    if (next === HASANTA || SIGNS[next] !== undefined) continue;
    // Schwa deletion, roughly: "kotha" but "jamdani" — say the vowel after a word's first consonant
    // or after one that itself followed a consonant, and not at the end of a word.
    const prev = chars[i - 1] ?? '';
    const followsVowel = VOWELS[prev] !== undefined || SIGNS[prev] !== undefined;
    if (CONSONANTS[next] !== undefined && !followsVowel) out += 'o';
  }
  return out;
}

const BANGLA = /[\u0980-\u09ff]/;

/**
 * The phonetic key of one word: lower case Latin, aspirates and sibilants merged, doubled letters
 * single, a/o and e/i merged, glides dropped. "Chowmuhoni" and "চৌমুহনী" land close; so do
 * "Jhikorgacha" and "Jhikargacha".
 */
export function phoneticKey(word: string): string {
  let s = BANGLA.test(word) ? banglaToLatin(word) : word;
  s = s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');
  s = s
    .replace(/ph/g, 'f')
    .replace(/bh|v/g, 'b')
    .replace(/kh/g, 'k')
    .replace(/gh/g, 'g')
    .replace(/chh?/g, 'C')
    .replace(/jh|z/g, 'j')
    .replace(/th/g, 't')
    .replace(/dh/g, 'd')
    .replace(/rh/g, 'r')
    .replace(/sh/g, 's')
    .replace(/ck|q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/C/g, 'c')
    .replace(/oo/g, 'u')
    .replace(/ee/g, 'i')
    .replace(/[wy](?=[aeiou])/g, '')
    .replace(/w/g, 'u')
    .replace(/y/g, 'i')
    .replace(/([^aeiou0-9])\1+/g, '$1');
  // A run of vowels counts as its last one, by class: a/o, e/i, u.
  return s.replace(/[aeiou]+/g, (run) => {
    const last = run[run.length - 1]!;
    return last === 'o' || last === 'a' ? 'a' : last === 'u' ? 'u' : 'i';
  });
}
