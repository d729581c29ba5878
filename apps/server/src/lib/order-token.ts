import { createCipheriv, createDecipheriv, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * A short public token that names one order and that nobody can make without AUTH_SECRET, needing no
 * column: one AES-128 block hides where the order is (the first 4 bytes of the seller's id and the first
 * 12 of the order's: UUIDv7 prefixes, so both are found by a range on the primary keys), then `extra`
 * bytes in the clear (an expiry, say), then 10 bytes of HMAC-SHA256 over the whole ids and the extra.
 * Any change to the token fails the HMAC. Each use has its own keys (`purpose`).
 */

const SELLER_PREFIX = 4;
const ORDER_PREFIX = 12;
const MAC_BYTES = 10;

/** base64url length of a token carrying `extraBytes`, no padding. */
export const orderTokenLength = (extraBytes: number) => Math.ceil(((16 + extraBytes + MAC_BYTES) * 4) / 3);

export interface OrderTokenKeys {
  block: Buffer;
  mac: Buffer;
}

export interface TokenOrder {
  sellerId: string;
  orderId: string;
}

/** Where to look for a token's order: every id in these ranges is a candidate (nearly always one). */
export interface OrderTokenLookup {
  sellers: { from: string; to: string };
  orders: { from: string; to: string };
  /** The bytes carried in the clear (checked by `matches` with the ids). */
  extra: Buffer;
  /** Whether a candidate is the order the token was made for (constant-time). */
  matches(order: TokenOrder): boolean;
}

const keyCache = new Map<string, OrderTokenKeys>();

/** Keys of their own, derived from AUTH_SECRET (HKDF) with `purpose`, apart from every other use. */
export function orderTokenKeys(authSecret: string, purpose: string): OrderTokenKeys {
  const cacheKey = `${purpose}\u0000${authSecret}`;
  let keys = keyCache.get(cacheKey);
  if (!keys) {
    const bytes = Buffer.from(hkdfSync('sha256', authSecret, 'chalan', `chalan:${purpose}`, 48));
    keys = { block: bytes.subarray(0, 16), mac: bytes.subarray(16) };
    keyCache.set(cacheKey, keys);
  }
  return keys;
}

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');

const uuidText = (bytes: Buffer) => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The lowest and highest uuid that start with `prefix`. */
const uuidRange = (prefix: Buffer) => ({
  from: uuidText(Buffer.concat([prefix, Buffer.alloc(16 - prefix.length, 0x00)])),
  to: uuidText(Buffer.concat([prefix, Buffer.alloc(16 - prefix.length, 0xff)])),
});

const macOf = (keys: OrderTokenKeys, { sellerId, orderId }: TokenOrder, extra: Buffer) =>
  createHmac('sha256', keys.mac)
    .update(Buffer.concat([uuidBytes(sellerId), uuidBytes(orderId), extra]))
    .digest()
    .subarray(0, MAC_BYTES);

function aesBlock(keys: OrderTokenKeys, block: Buffer, direction: 'seal' | 'open'): Buffer {
  const cipher =
    direction === 'seal'
      ? createCipheriv('aes-128-ecb', keys.block, null)
      : createDecipheriv('aes-128-ecb', keys.block, null);
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(block), cipher.final()]);
}

export function orderToken(keys: OrderTokenKeys, order: TokenOrder, extra: Buffer = Buffer.alloc(0)): string {
  const where = Buffer.concat([
    uuidBytes(order.sellerId).subarray(0, SELLER_PREFIX),
    uuidBytes(order.orderId).subarray(0, ORDER_PREFIX),
  ]);
  return Buffer.concat([aesBlock(keys, where, 'seal'), extra, macOf(keys, order, extra)]).toString(
    'base64url',
  );
}

/** Where the token's order may be, or null when it is not a token of this shape at all. */
export function readOrderToken(keys: OrderTokenKeys, token: string, extraBytes = 0): OrderTokenLookup | null {
  const bytesLength = 16 + extraBytes + MAC_BYTES;
  if (token.length !== orderTokenLength(extraBytes) || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // One spelling per token: a last character with its spare bits set decodes to the same bytes.
  if (bytes.length !== bytesLength || bytes.toString('base64url') !== token) return null;
  const where = aesBlock(keys, bytes.subarray(0, 16), 'open');
  const extra = bytes.subarray(16, 16 + extraBytes);
  const mac = bytes.subarray(16 + extraBytes);
  return {
    sellers: uuidRange(where.subarray(0, SELLER_PREFIX)),
    orders: uuidRange(where.subarray(SELLER_PREFIX)),
    extra,
    matches: (order) => timingSafeEqual(macOf(keys, order, extra), mac),
  };
}
