import { toLatinDigits } from '../digits.ts';
import { isValidMobile, normalizePhone } from '../phone.ts';

export interface FoundPhone {
  phone: string;
  /** Where it is in the text, to take it out before names, places and quantities are read. */
  start: number;
  end: number;
}

// Digits with the separators people put inside a number: spaces, dashes, dots, brackets, a leading +.
const NUMBER_RUN = /\+?[0-9০-৯](?:[0-9০-৯]|[ \-.()](?=[ \-.()]?[0-9০-৯]))*/g;
const GROUP = /[0-9০-৯]+/g;
const MOBILE = /^(?:88)?(01[3-9]\d{8})$/;

/**
 * The mobiles of a message, in order: "01712-345678", "+880 1712 345678", "8801712345678", "০১৭১২…".
 * A number starts and ends at a group of digits, so "01711111111 01822222222" is two and a phone is never
 * made of the tail of one number and the head of the next.
 */
export function findPhones(text: string): FoundPhone[] {
  const found: FoundPhone[] = [];
  for (const run of text.matchAll(NUMBER_RUN)) {
    const groups = [...run[0].matchAll(GROUP)].map((g) => ({
      digits: toLatinDigits(g[0]),
      at: run.index + g.index,
    }));
    for (let i = 0; i < groups.length; i++) {
      let digits = '';
      for (let j = i; j < groups.length && digits.length < 13; j++) {
        digits += groups[j]!.digits;
        const m = MOBILE.exec(digits);
        if (!m) continue;
        const phone = normalizePhone(m[1]!);
        if (isValidMobile(phone) && !found.some((f) => f.phone === phone)) {
          const last = groups[j]!;
          found.push({
            phone,
            start: groups[i]!.at - (run[0].startsWith('+') && i === 0 ? 1 : 0),
            end: last.at + last.digits.length,
          });
        }
        i = j;
        break;
      }
    }
  }
  return found;
}
