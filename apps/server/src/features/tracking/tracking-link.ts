import { createCipheriv, createDecipheriv, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The tracking link of an order: `${APP_URL}/t/<token>`, 35 characters of token, short enough for an SMS
 * and a small QR, and needing no column. The token is one AES-128 block that hides where the order is
 * (the first 4 bytes of the seller's id and the first 12 of the order's: UUIDv7 prefixes, so both are
 * found by a range on the primary keys), then 10 bytes of HMAC-SHA256 over the whole ids, which nobody
 * can make without AUTH_SECRET. Any change to the token fails the HMAC. The order's uuid, not its code:
 * an order sent again under a new code keeps its link.
 */

const SELLER_PREFIX = 4;
const ORDER_PREFIX = 12;
const MAC_BYTES = 10;
const TOKEN_BYTES = 16 + MAC_BYTES;
/** base64url of 26 bytes, no padding. */
export const TOKEN_LENGTH = Math.ceil((TOKEN_BYTES * 4) / 3);
const TOKEN_SHAPE = new RegExp(`^[A-Za-z0-9_-]{${TOKEN_LENGTH}}$`);

export interface TrackingKeys {
  block: Buffer;
  mac: Buffer;
}

export interface TrackedOrder {
  sellerId: string;
  orderId: string;
}

/** Where to look for a token's order: every id in these ranges is a candidate (nearly always one). */
export interface TrackingLookup {
  sellers: { from: string; to: string };
  orders: { from: string; to: string };
  /** Whether a candidate is the order the token was made for (constant-time). */
  matches(order: TrackedOrder): boolean;
}

const keyCache = new Map<string, TrackingKeys>();

/** Keys of their own, derived from AUTH_SECRET (HKDF), apart from every other use of the secret. */
export function trackingKeys(authSecret: string): TrackingKeys {
  let keys = keyCache.get(authSecret);
  if (!keys) {
    const bytes = Buffer.from(hkdfSync('sha256', authSecret, 'chalan', 'chalan:tracking-link:v1', 48));
    keys = { block: bytes.subarray(0, 16), mac: bytes.subarray(16) };
    keyCache.set(authSecret, keys);
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

const macOf = (keys: TrackingKeys, { sellerId, orderId }: TrackedOrder) =>
  createHmac('sha256', keys.mac)
    .update(Buffer.concat([uuidBytes(sellerId), uuidBytes(orderId)]))
    .digest()
    .subarray(0, MAC_BYTES);

function aesBlock(keys: TrackingKeys, block: Buffer, direction: 'seal' | 'open'): Buffer {
  const cipher =
    direction === 'seal'
      ? createCipheriv('aes-128-ecb', keys.block, null)
      : createDecipheriv('aes-128-ecb', keys.block, null);
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(block), cipher.final()]);
}

export function trackingToken(keys: TrackingKeys, order: TrackedOrder): string {
  const where = Buffer.concat([
    uuidBytes(order.sellerId).subarray(0, SELLER_PREFIX),
    uuidBytes(order.orderId).subarray(0, ORDER_PREFIX),
  ]);
  return Buffer.concat([aesBlock(keys, where, 'seal'), macOf(keys, order)]).toString('base64url');
}

/** Where the token's order may be, or null when it is not a token at all. */
export function readTrackingToken(keys: TrackingKeys, token: string): TrackingLookup | null {
  if (!TOKEN_SHAPE.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length !== TOKEN_BYTES || bytes.toString('base64url') !== token) return null;
  const where = aesBlock(keys, bytes.subarray(0, 16), 'open');
  const mac = bytes.subarray(16);
  return {
    sellers: uuidRange(where.subarray(0, SELLER_PREFIX)),
    orders: uuidRange(where.subarray(SELLER_PREFIX)),
    matches: (order) => timingSafeEqual(macOf(keys, order), mac),
  };
}

/** The public page of an order's parcel; item 2's SMS after dispatch carries it too. */
export const trackingUrl = (config: { APP_URL: string; AUTH_SECRET: string }, order: TrackedOrder) =>
  `${config.APP_URL.replace(/\/+$/, '')}/t/${trackingToken(trackingKeys(config.AUTH_SECRET), order)}`;
