import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SellerWithCatalogue, sellerWithCatalogue } from '../test/order-fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../test/test-server.testkit.ts';
import { isPaused, pauseCourier, reserveTurn } from './pace.ts';

/** Issue 19: one pace per courier account, kept in the database, whichever instance calls the courier. */

let server: TestServer;
let shop: SellerWithCatalogue;
beforeAll(async () => {
  server = await startTestServer();
  shop = await sellerWithCatalogue(server, 'Pace Shop');
});
afterAll(() => server?.close());

const account = (id: string) => ({ sellerId: shop.sellerId, id });

describe('courier turns', () => {
  it('space the calls to one account by its pace, however many ask at once', async () => {
    const { db } = server.deps.database;
    const turns = await Promise.all(
      Array.from({ length: 6 }, () => reserveTurn(db, account(shop.courier.id), 200)),
    );
    const times = turns.map((t) => t.at.getTime()).sort((a, b) => a - b);
    expect(times.slice(1).map((t, i) => t - times[i]!)).toEqual([200, 200, 200, 200, 200]);
    // The first is due at once; each later one waits for the slot before it.
    expect(Math.min(...turns.map((t) => t.waitMs))).toBeLessThanOrEqual(5);
    expect(Math.max(...turns.map((t) => t.waitMs))).toBeGreaterThan(200);
  });

  it('keep a "too many requests" pause in the database, for that account only', async () => {
    const { db } = server.deps.database;
    const other = await sellerWithCatalogue(server, 'Paused Shop');
    const paused = { sellerId: other.sellerId, id: other.courier.id };
    expect(await isPaused(db, paused)).toBe(false);
    await pauseCourier(db, paused, 60_000);
    expect(await isPaused(db, paused)).toBe(true);
    expect(await isPaused(db, account(shop.courier.id))).toBe(false);
    // A shorter pause asked later does not shorten it.
    await pauseCourier(db, paused, 1);
    expect(await isPaused(db, paused)).toBe(true);
  });

  it('keep each account apart: another courier does not wait behind the first', async () => {
    const { db } = server.deps.database;
    const other = await sellerWithCatalogue(server, 'Other Pace Shop');
    await Promise.all(Array.from({ length: 5 }, () => reserveTurn(db, account(shop.courier.id), 1_000)));
    const theirs = await reserveTurn(db, { sellerId: other.sellerId, id: other.courier.id }, 1_000);
    expect(theirs.waitMs).toBeLessThanOrEqual(5);
  });
});
