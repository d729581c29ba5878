import fc from 'fast-check';
import { uuidv7 } from 'uuidv7';
import { describe, expect, it } from 'vitest';
import {
  readTrackingToken,
  TOKEN_LENGTH,
  trackingKeys,
  trackingToken,
  trackingUrl,
} from './tracking-link.ts';

const SECRET = 'a'.repeat(64);
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const keys = trackingKeys(SECRET);
const order = () => ({ sellerId: uuidv7(), orderId: uuidv7() });

/** The token's order is a candidate of its own lookup: inside both ranges, and its MAC matches. */
function finds(token: string, o: { sellerId: string; orderId: string }, k = keys) {
  const lookup = readTrackingToken(k, token);
  if (!lookup) return false;
  const within = (id: string, r: { from: string; to: string }) => id >= r.from && id <= r.to;
  return within(o.sellerId, lookup.sellers) && within(o.orderId, lookup.orders) && lookup.matches(o);
}

describe('the tracking token', () => {
  it('is 35 URL-safe characters, the same for the same order, and finds that order', () => {
    const o = order();
    const token = trackingToken(keys, o);
    expect(TOKEN_LENGTH).toBe(35);
    expect(token).toMatch(/^[A-Za-z0-9_-]{35}$/);
    expect(trackingToken(keys, o)).toBe(token);
    expect(finds(token, o)).toBe(true);
  });

  it('hides the ids: nothing of either uuid shows in it', () => {
    const o = order();
    const hex = Buffer.from(trackingToken(keys, o), 'base64url').toString('hex');
    expect(hex).not.toContain(o.sellerId.replace(/-/g, '').slice(0, 8));
    expect(hex).not.toContain(o.orderId.replace(/-/g, '').slice(0, 8));
  });

  it('does not find another order, even of the same seller made in the same millisecond', () => {
    const sellerId = uuidv7();
    const [a, b] = [uuidv7(), uuidv7()];
    const token = trackingToken(keys, { sellerId, orderId: a });
    expect(finds(token, { sellerId, orderId: b })).toBe(false);
    expect(finds(token, { sellerId: uuidv7(), orderId: a })).toBe(false);
  });

  it('is refused when any character is changed, and under another secret', () => {
    fc.assert(
      fc.property(fc.nat(TOKEN_LENGTH - 1), fc.nat(63), (at, pick) => {
        const o = order();
        const token = trackingToken(keys, o);
        const swapped = BASE64URL[pick] === token[at] ? BASE64URL[(pick + 1) % 64]! : BASE64URL[pick]!;
        return !finds(`${token.slice(0, at)}${swapped}${token.slice(at + 1)}`, o);
      }),
      { numRuns: 300 },
    );
    const o = order();
    expect(finds(trackingToken(keys, o), o, trackingKeys('b'.repeat(64)))).toBe(false);
  });

  it('reads nothing that is not a token: wrong length, wrong alphabet, padding, a non-canonical last character', () => {
    const token = trackingToken(keys, order());
    for (const bad of [
      '',
      token.slice(1),
      `${token}A`,
      `${token.slice(0, -1)}=`,
      `${token.slice(0, -1)}+`,
      '../etc/passwd',
    ]) {
      expect(readTrackingToken(keys, bad), bad).toBeNull();
    }
    // 35 characters carry 210 bits for 26 bytes: a last character with its 2 spare bits set is another
    // spelling of the same bytes, refused so that each token has one spelling.
    const sibling = BASE64URL[BASE64URL.indexOf(token.at(-1)!) ^ 1]!;
    expect(readTrackingToken(keys, `${token.slice(0, -1)}${sibling}`)).toBeNull();
  });

  it('makes the link from APP_URL', () => {
    const o = order();
    const url = trackingUrl({ APP_URL: 'https://shop.example/', AUTH_SECRET: SECRET }, o);
    expect(url).toBe(`https://shop.example/t/${trackingToken(keys, o)}`);
    expect(url.length).toBeLessThanOrEqual(60);
  });
});
