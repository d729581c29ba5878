import { chatLines } from './lines.ts';
import { isChatter } from './names.ts';
import { findPhones } from './phones.ts';
import type { ChatOrderGuess } from './types.ts';

const WORDS = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * The lines of a pasted message that gave none of the guess (a product the catalogue does not have, a
 * size, a request), for the seller to read before saving. Greetings alone are not listed.
 */
export function unreadLines(text: string, guess: ChatOrderGuess): string[] {
  const found = [
    guess.name?.value,
    ...(guess.address?.value.split(', ') ?? []),
    ...guess.products.flatMap((p) => p.matchedText.split(/\s*,\s*/)),
  ].filter((piece): piece is string => Boolean(piece?.trim()));
  return chatLines(text).filter((line) => {
    if (findPhones(line).length > 0 || found.some((piece) => line.includes(piece))) return false;
    const words = line.match(WORDS) ?? [];
    return words.some((w) => !isChatter(w));
  });
}
