import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, sellers, stores, users } from '../../db/schema/index.ts';
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
  server = await startTestServer({ PLATFORM_ADMIN_EMAILS: 'owner@chalan.test' });
});
afterAll(() => server?.close());

const db = () => server.deps.database.db;
const sellerCount = async () => (await db().select({ n: count() }).from(sellers))[0]!.n;

describe('merchant registration', () => {
  it('creates the seller, its Admin and a store named after the shop, and mails a verification link', async () => {
    const email = uniqueEmail('merchant');
    const res = await server
      .client()
      .post('/api/account/register/merchant', { shopName: 'Rupa Fashion', email, password: PASSWORD });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Verification email sent');

    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      name: 'Rupa Fashion',
      role: 'Admin',
      status: true,
      emailVerified: false,
      verified: false,
    });
    const shopStores = await db().select().from(stores).where(eq(stores.sellerId, user!.sellerId));
    expect(shopStores).toEqual([expect.objectContaining({ name: 'Rupa Fashion', status: true })]);
    const [mail] = server.outbox(email);
    expect(mail?.subject).toMatch(/verify/i);
    expect(mail?.links[0]).toContain('/api/auth/verify-email?token=');
    const logs = await db().select().from(activityLogs).where(eq(activityLogs.userId, user!.id));
    expect(logs.map((l) => l.logType)).toContain('registration');
  });

  it('normalises the email so the same address cannot register twice in another case', async () => {
    const email = uniqueEmail('case');
    const first = await server
      .client()
      .post('/api/account/register/merchant', { shopName: 'A', email, password: PASSWORD });
    expect(first.status).toBe(201);
    const before = await sellerCount();
    const again = await server.client().post('/api/account/register/merchant', {
      shopName: 'B',
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.fields.email).toBe('An account with this email already exists');
    expect(await sellerCount()).toBe(before);
  });

  it('gives one account when the same email registers twice at the same moment', async () => {
    const email = uniqueEmail('race');
    const before = await sellerCount();
    const results = await Promise.all(
      [1, 2, 3].map((i) =>
        server
          .client()
          .post('/api/account/register/merchant', { shopName: `Shop ${i}`, email, password: PASSWORD }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await sellerCount()).toBe(before + 1);
  });

  it.each([
    [{ shopName: '', email: 'a@b.co', password: PASSWORD }, 'shopName', 'Shop Name is required'],
    [{ shopName: 'X', email: 'not-an-email', password: PASSWORD }, 'email', 'Invalid Email'],
    [
      { shopName: 'X', email: 'a@b.co', password: 'short' },
      'password',
      'Password must be at least 8 characters',
    ],
    [{ email: 'a@b.co', password: PASSWORD }, 'shopName', 'Shop Name is required'],
  ])('refuses %j with a message on %s and creates nothing', async (body, field, message) => {
    const before = await sellerCount();
    const res = await server.client().post('/api/account/register/merchant', body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBe(message);
    expect(await sellerCount()).toBe(before);
  });

  it('answers a body that is not JSON with 400, not 500', async () => {
    const res = await server.client().request('POST', '/api/account/register/merchant', '{"shopName":', {
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });

  it('gives the master flag to PLATFORM_ADMIN_EMAILS', async () => {
    const res = await server.client().post('/api/account/register/merchant', {
      shopName: 'Owner',
      email: 'owner@chalan.test',
      password: PASSWORD,
    });
    expect(res.status).toBe(201);
    await openVerificationLink(server, 'owner@chalan.test');
    const client = await signIn(server, 'owner@chalan.test');
    expect((await client.get('/api/account/me')).body.user.master).toBe(true);
  });
});

describe('employee registration', () => {
  it('creates a disabled Moderator under the merchant, refused until an Admin activates it', async () => {
    const admin = await registerAdmin(server, 'Karim Traders');
    const email = uniqueEmail('employee');
    const res = await server.client().post('/api/account/register/employee', {
      name: 'Salma',
      email,
      password: PASSWORD,
      merchantId: admin.sellerId,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Verification email sent');
    await openVerificationLink(server, email);

    const refused = await server.client().post('/api/account/login', { email, password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'ACCOUNT_DISABLED',
      message: 'Account Not Approved Yet',
    });
    expect(refused.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);

    const staff = (await admin.client.get('/api/users')).body.items.find(
      (u: { email: string }) => u.email === email,
    );
    expect(staff).toMatchObject({ name: 'Salma', role: 'Moderator', status: false });
    const activated = await admin.client.patch(`/api/users/${staff.id}/status`, { status: true });
    expect(activated.body.message).toBe('Successfully Activated');

    const login = await server.client().post('/api/account/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.home).toBe('/inventory/start-order');
  });

  it.each([['01a1fcf7-0000-7000-8000-000000000000'], ['not-a-merchant-id']])(
    'refuses the unknown merchant id %s and creates nothing',
    async (merchantId) => {
      const email = uniqueEmail('orphan');
      const res = await server
        .client()
        .post('/api/account/register/employee', { name: 'Nobody', email, password: PASSWORD, merchantId });
      expect(res.status).toBe(400);
      expect(res.body.error.fields.merchantId).toBe('No merchant has this Marchant Id');
      expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
      expect(server.outbox(email)).toEqual([]);
    },
  );

  it('requires name, email, password and Marchant Id', async () => {
    const res = await server.client().post('/api/account/register/employee', {});
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['email', 'merchantId', 'name', 'password']);
  });
});
