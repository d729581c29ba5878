import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { sessionCache } from '../../auth/session-cache.ts';
import { activityLogs, users } from '../../db/schema/index.ts';
import {
  openVerificationLink,
  PASSWORD,
  registerAdmin,
  signIn,
  uniqueEmail,
} from '../../test/fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const db = () => server.deps.database.db;
const login = (email: string, password = PASSWORD) =>
  server.client().post('/api/account/login', { email, password });

async function registered(verify: boolean) {
  const email = uniqueEmail('login');
  await server
    .client()
    .post('/api/account/register/merchant', { shopName: 'Login Shop', email, password: PASSWORD });
  if (verify) await openVerificationLink(server, email);
  return email;
}

describe('sign-in outcomes (spec part 1 §4)', () => {
  it('welcomes a verified merchant, marks the record verified on the first sign-in and logs it', async () => {
    const email = await registered(true);
    const [before] = await db().select().from(users).where(eq(users.email, email));
    expect(before).toMatchObject({ emailVerified: true, verified: false, lastLoginAt: null });

    const res = await login(email);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      key: 'welcome',
      params: { name: 'Login Shop' },
      message: 'Welcome back, Login Shop',
      home: '/inventory/overview',
    });
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token=') && /httponly/i.test(c))).toBe(
      true,
    );

    const [after] = await db().select().from(users).where(eq(users.email, email));
    expect(after!.verified).toBe(true);
    expect(after!.lastLoginAt).toBeInstanceOf(Date);
    const types = (await db().select().from(activityLogs).where(eq(activityLogs.userId, after!.id))).map(
      (l) => l.logType,
    );
    expect(types).toEqual(expect.arrayContaining(['registration', 'verification', 'login']));
  });

  it('refuses an unverified email, mails the link again and makes no session', async () => {
    const email = await registered(false);
    expect(server.outbox(email)).toHaveLength(1);
    const res = await login(email);
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: 'Please verify your email' });
    expect(server.outbox(email)).toHaveLength(2);
    expect(res.headers.getSetCookie()).toEqual([]);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    const types = (await db().select().from(activityLogs).where(eq(activityLogs.userId, user!.id))).map(
      (l) => l.logType,
    );
    expect(types).toContain('login_refused');
  });

  it('says Please Register First for an email with no account', async () => {
    const res = await login(uniqueEmail('nobody'));
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'NOT_REGISTERED', message: 'Please Register First' });
  });

  it('says User not found for a user who was deleted', async () => {
    const email = await registered(true);
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.email, email));
    const res = await login(email);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('User not found');
  });

  it('says Wrong Password for a wrong password', async () => {
    const email = await registered(true);
    const res = await login(email, 'not-the-password');
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ code: 'WRONG_PASSWORD', message: 'Wrong Password' });
  });

  it('says Invalid Email for a malformed email', async () => {
    const res = await login('someone@');
    expect(res.status).toBe(400);
    expect(res.body.error.fields.email).toBe('Invalid Email');
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const email = await registered(true);
    expect((await login(`  ${email.toUpperCase()}  `)).status).toBe(200);
  });

  it('tells the user when the verification link is broken', async () => {
    const res = await server
      .client()
      .get('/api/auth/verify-email?token=forged&callbackURL=%2Flogin%3Fverified%3D1');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/login\?verified=1&error=/);
  });
});

describe('sign-out and sessions', () => {
  it('ends the session on logout and logs it', async () => {
    const admin = await registerAdmin(server);
    expect((await admin.client.get('/api/account/me')).status).toBe(200);
    const out = await admin.client.post('/api/account/logout');
    expect(out.status).toBe(200);
    expect((await admin.client.get('/api/account/me')).status).toBe(401);
    const types = (await db().select().from(activityLogs).where(eq(activityLogs.userId, admin.userId))).map(
      (l) => l.logType,
    );
    expect(types).toContain('logout');
  });

  it('refuses a session whose email became unverified, and a user of a disabled seller', async () => {
    const admin = await registerAdmin(server);
    await db().update(users).set({ emailVerified: false }).where(eq(users.id, admin.userId));
    sessionCache.clear(db()); // changed behind the API's back: no cached check stands in
    const unverified = await admin.client.get('/api/account/me');
    expect(unverified.status).toBe(403);
    expect(unverified.body.error.code).toBe('EMAIL_NOT_VERIFIED');

    const other = await registerAdmin(server);
    const { sellers } = await import('../../db/schema/index.ts');
    await db().update(sellers).set({ status: false }).where(eq(sellers.id, other.sellerId));
    sessionCache.clear(db());
    const disabled = await other.client.get('/api/account/me');
    expect(disabled.status).toBe(403);
    expect(disabled.body.error).toMatchObject({
      code: 'ACCOUNT_DISABLED',
      message: 'Account Not Approved Yet',
    });
    expect((await login(other.email)).body.error.code).toBe('ACCOUNT_DISABLED');
  });

  it('keeps a user signed in across two browsers independently', async () => {
    const admin = await registerAdmin(server);
    const second = await signIn(server, admin.email);
    await admin.client.post('/api/account/logout');
    expect((await second.get('/api/account/me')).status).toBe(200);
  });
});

describe('failed sign-ins are limited', () => {
  it('blocks an account after too many wrong passwords, even with the right one', async () => {
    const limited = await startTestServer({ LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '100' });
    try {
      const email = uniqueEmail('limited');
      await limited
        .client()
        .post('/api/account/register/merchant', { shopName: 'L', email, password: PASSWORD });
      await openVerificationLink(limited, email);
      for (let i = 0; i < 3; i++) {
        expect(
          (await limited.client().post('/api/account/login', { email, password: 'wrong-wrong' })).status,
        ).toBe(401);
      }
      const blocked = await limited.client().post('/api/account/login', { email, password: PASSWORD });
      expect(blocked.status).toBe(429);
      expect(blocked.body.error.message).toMatch(/too many failed attempts/i);
    } finally {
      await limited.close();
    }
  });

  it('counts them in the database: another instance of the app refuses the same account', async () => {
    const limited = await startTestServer({ LOGIN_MAX_FAILURES: '2', LOGIN_MAX_FAILURES_PER_ADDRESS: '100' });
    try {
      const email = uniqueEmail('instances');
      await limited
        .client()
        .post('/api/account/register/merchant', { shopName: 'I', email, password: PASSWORD });
      await openVerificationLink(limited, email);
      for (let i = 0; i < 2; i++) {
        expect(
          (await limited.client().post('/api/account/login', { email, password: 'wrong-wrong' })).status,
        ).toBe(401);
      }
      // A second instance: its own app (and limiter) on the same database.
      const other = createApp(limited.deps);
      const blocked = await other.request('/api/account/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(blocked.status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('blocks an address that tries many accounts', async () => {
    const limited = await startTestServer({ LOGIN_MAX_FAILURES: '100', LOGIN_MAX_FAILURES_PER_ADDRESS: '4' });
    try {
      for (let i = 0; i < 4; i++) {
        expect(
          (await limited.client().post('/api/account/login', { email: uniqueEmail('probe'), password: 'x' }))
            .status,
        ).toBe(404);
      }
      const blocked = await limited
        .client()
        .post('/api/account/login', { email: uniqueEmail('probe'), password: 'x' });
      expect(blocked.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
