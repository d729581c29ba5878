import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/index.ts';
import { newAdmin } from '../test/fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../test/test-server.testkit.ts';
import { SESSION_CACHE_MS, sessionCache } from './session-cache.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const db = () => server.deps.database.db;
const sessionOf = async (userId: string) =>
  (await db().select().from(sessions).where(eq(sessions.userId, userId)))[0]!;

describe('the session of a guarded request', () => {
  it('is refused when the cookie is not signed with our secret', async () => {
    const { client } = await newAdmin(server);
    const [name, value] = client.sessionCookie()!;
    const token = decodeURIComponent(value).split('.')[0]!;
    client.setCookie(name, encodeURIComponent(`${token}.${Buffer.alloc(32, 1).toString('base64')}`));
    expect((await client.get('/api/stores')).status).toBe(401);
    client.setCookie(name, token);
    expect((await client.get('/api/stores')).status).toBe(401);
    client.setCookie(name, value);
    expect((await client.get('/api/stores')).status).toBe(200);
  });

  it('is refused once it has expired', async () => {
    const { client, userId } = await newAdmin(server);
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    sessionCache.clear(db()); // changed behind the API's back
    const res = await client.get('/api/stores');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Please sign in');
  });

  it('is extended to 30 days once a day while it is used, not on every request', async () => {
    const { client, userId } = await newAdmin(server);
    const fresh = await sessionOf(userId);
    expect((await client.get('/api/stores')).status).toBe(200);
    expect((await sessionOf(userId)).expiresAt).toEqual(fresh.expiresAt);

    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 28 * DAY_MS) })
      .where(eq(sessions.userId, userId));
    // Changed behind the API's back: the check passed a moment ago is trusted for a few seconds.
    sessionCache.clear(db());
    expect((await client.get('/api/stores')).status).toBe(200);
    const extended = (await sessionOf(userId)).expiresAt.getTime() - Date.now();
    expect(extended).toBeGreaterThan(29.9 * DAY_MS);
  });

  it('is asked of the database again after a change to users, sellers or sessions made through the API', async () => {
    const { client, userId } = await newAdmin(server);
    expect((await client.get('/api/stores')).status).toBe(200);
    await db().update(users).set({ status: false }).where(eq(users.id, userId));
    if (server.deps.database.kind === 'postgresql') {
      // Other instances change PostgreSQL too: nothing is cached, a change behind this one's back applies at
      // the next request.
      expect((await client.get('/api/stores')).status).toBe(403);
      return;
    }
    // Embedded, disabled behind the API's back: the check passed a moment ago still holds for a few seconds…
    expect((await client.get('/api/stores')).status).toBe(200);
    // …and after a change to the shop's records (an order, a store: here an empty, refused one)…
    await client.post('/api/stores', {});
    expect((await client.get('/api/stores')).status).toBe(200);
    // …until a request that may change who may do what (here a refused user), or SESSION_CACHE_MS passes.
    expect(SESSION_CACHE_MS).toBeLessThanOrEqual(5_000);
    await client.post('/api/users', {});
    const res = await client.get('/api/stores');
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('ACCOUNT_DISABLED');
  });

  it('ends when the user signs out', async () => {
    const { client } = await newAdmin(server);
    const copy = client.sessionCookie()!;
    expect((await client.post('/api/account/logout')).status).toBeLessThan(300);
    client.setCookie(...copy);
    expect((await client.get('/api/stores')).status).toBe(401);
  });
});
