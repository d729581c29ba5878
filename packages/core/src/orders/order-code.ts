/** Letters and digits that cannot be mistaken for each other on a phone screen or a label (no 0/O, 1/I/L). */
export const ORDER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ORDER_CODE_LENGTH = 8;
const PATTERN = new RegExp(`^[${ORDER_CODE_ALPHABET}]{${ORDER_CODE_LENGTH}}$`);

/**
 * A short order id, also valid as a courier's invoice / merchant order id (letters and digits only).
 * `random` returns integers in [0, n); the server passes crypto randomness and retries on a clash.
 */
export function generateOrderCode(random: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < ORDER_CODE_LENGTH; i++) code += ORDER_CODE_ALPHABET[random(ORDER_CODE_ALPHABET.length)];
  return code;
}

export const isOrderCode = (text: string) => PATTERN.test(text.trim().toUpperCase());
