import {
  type OrderTokenKeys,
  orderToken,
  orderTokenKeys,
  orderTokenLength,
  readOrderToken,
  type TokenOrder,
} from '../../lib/order-token.ts';
import { CONFIRM_PATH_PREFIX } from '../tracking/tracking-style.ts';

export { CONFIRM_PATH_PREFIX };

/**
 * The link in the confirmation SMS: `${APP_URL}/c/<token>`, 40 characters of token (lib/order-token.ts)
 * that name the order and carry, signed, when the link stops working. No sign-in: the token is the key.
 */
/** How long a customer has to answer. */
export const CONFIRM_LINK_HOURS = 72;
const EXPIRY_BYTES = 4;
export const CONFIRM_TOKEN_LENGTH = orderTokenLength(EXPIRY_BYTES);

export const confirmKeys = (authSecret: string): OrderTokenKeys =>
  orderTokenKeys(authSecret, 'confirm-link:v1');

const expiryBytes = (expiresAt: Date) => {
  const bytes = Buffer.alloc(EXPIRY_BYTES);
  bytes.writeUInt32BE(Math.floor(expiresAt.getTime() / 1000));
  return bytes;
};

export function confirmToken(keys: OrderTokenKeys, order: TokenOrder, expiresAt: Date): string {
  return orderToken(keys, order, expiryBytes(expiresAt));
}

/** The token's order range, its MAC check and its expiry, or null when it is not a token at all. */
export function readConfirmToken(keys: OrderTokenKeys, token: string) {
  const lookup = readOrderToken(keys, token, EXPIRY_BYTES);
  if (!lookup) return null;
  return { ...lookup, expiresAt: new Date(lookup.extra.readUInt32BE(0) * 1000) };
}

export function confirmUrl(
  config: { APP_URL: string; AUTH_SECRET: string },
  order: TokenOrder,
  now = new Date(),
): string {
  const expiresAt = new Date(now.getTime() + CONFIRM_LINK_HOURS * 3_600_000);
  const token = confirmToken(confirmKeys(config.AUTH_SECRET), order, expiresAt);
  return `${config.APP_URL.replace(/\/+$/, '')}${CONFIRM_PATH_PREFIX}${token}`;
}
