import {
  type OrderTokenKeys,
  type OrderTokenLookup,
  orderToken,
  orderTokenKeys,
  orderTokenLength,
  readOrderToken,
  type TokenOrder,
} from '../../lib/order-token.ts';

/**
 * The tracking link of an order: `${APP_URL}/t/<token>`, 35 characters of token (lib/order-token.ts),
 * short enough for an SMS and a small QR. The order's uuid, not its code: an order sent again under a new
 * code keeps its link. It carries no expiry: the page stops 30 days after the order ends.
 */
export const TOKEN_LENGTH = orderTokenLength(0);

export type TrackingKeys = OrderTokenKeys;
export type TrackedOrder = TokenOrder;
export type TrackingLookup = OrderTokenLookup;

export const trackingKeys = (authSecret: string): TrackingKeys =>
  orderTokenKeys(authSecret, 'tracking-link:v1');

export const trackingToken = (keys: TrackingKeys, order: TrackedOrder): string => orderToken(keys, order);

/** Where the token's order may be, or null when it is not a token at all. */
export const readTrackingToken = (keys: TrackingKeys, token: string): TrackingLookup | null =>
  readOrderToken(keys, token);

/** The public page of an order's parcel; the SMS after dispatch carries it too. */
export const trackingUrl = (config: { APP_URL: string; AUTH_SECRET: string }, order: TrackedOrder) =>
  `${config.APP_URL.replace(/\/+$/, '')}/t/${trackingToken(trackingKeys(config.AUTH_SECRET), order)}`;
