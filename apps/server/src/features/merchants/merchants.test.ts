import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders, products, sellers, sessions, stores, users } from '../../db/schema/index.ts';
import {
  newAdmin,
  newModerator,
  PASSWORD,
  type SignedInUser,
  uniqueEmail,
} from '../../test/fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';
import { setMasterFlag } from '../platform/master.service.ts';

let server: TestServer;
let master: SignedInUser;
beforeAll(async () => {
  server = await startTestServer();
  master = await newAdmin(server, 'Platform Master');
  await setMasterFlag(db(), master.email, true);
});
afterAll(() => server?.close());

const db = () => server.deps.database.db;
const login = (email: string, password = PASSWORD) =>
  server.client().post('/api/account/login', { email, password });
const findMerchant = async (search: string) =>
  (await master.client.get(`/api/merchants?search=${encodeURIComponent(search)}`)).body.items as {
    id: string;
    name: string;
    email: string;
  }[];

describe('who may use the merchant routes', () => {
  it('refuses a non-master Admin on every merchants route and changes nothing', async () => {
    const admin = await newAdmin(server, 'Not Master');
    const other = await newAdmin(server, 'Other Shop');
    const id = other.sellerId;
    const calls = [
      admin.client.get('/api/merchants'),
      admin.client.post('/api/merchants', { shopName: 'X', email: uniqueEmail('x'), password: PASSWORD }),
      admin.client.put(`/api/merchants/${id}`, { shopName: 'Hijacked', email: uniqueEmail('x') }),
      admin.client.patch(`/api/merchants/${id}/status`, { status: false }),
      admin.client.delete(`/api/merchants/${id}`),
      admin.client.get(`/api/merchants/${id}/profile`),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
    const [seller] = await db().select().from(sellers).where(eq(sellers.id, id));
    expect(seller).toMatchObject({ name: 'Other Shop', status: true, deletedAt: null });
    expect((await other.client.get('/api/account/me')).status).toBe(200);
  });
});

describe('merchant list', () => {
  it('shows the master every merchant with its Admin’s login, paged and searchable', async () => {
    const shop = await newAdmin(server, 'Listed Boutique');
    await newModerator(server, shop, 'Listed Staff');
    const [liveSellers] = await db().select({ n: count() }).from(sellers).where(isNull(sellers.deletedAt));

    const page = await master.client.get('/api/merchants?limit=100');
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(liveSellers!.n);
    const ids = page.body.items.map((m: { id: string }) => m.id);
    expect(ids).toContain(master.sellerId);
    expect(ids).toContain(shop.sellerId);

    const found = await master.client.get('/api/merchants?search=listed%20bout');
    expect(found.body.items).toEqual([
      {
        id: shop.sellerId,
        name: 'Listed Boutique',
        email: shop.email,
        role: 'Admin',
        status: true,
        verified: true,
        lastLoginAt: expect.any(String),
      },
    ]);
    expect((await findMerchant(shop.email)).map((m) => m.id)).toEqual([shop.sellerId]);

    const small = await master.client.get('/api/merchants?limit=10&page=1');
    expect(small.body).toMatchObject({ limit: 10, totalPages: Math.ceil(liveSellers!.n / 10) });
    expect(small.body.items.length).toBe(Math.min(10, liveSellers!.n));
    expect((await master.client.get('/api/merchants?limit=3')).status).toBe(400);
  });
});

describe('adding and editing merchants', () => {
  it('adds a merchant whose Admin signs in at once, with a store named after the shop', async () => {
    const email = uniqueEmail('added');
    const res = await master.client.post('/api/merchants', {
      shopName: 'Added By Master',
      email,
      password: PASSWORD,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Added By Master is added successfully');
    expect(res.body.merchant).toMatchObject({
      name: 'Added By Master',
      email,
      status: true,
      verified: false,
    });
    const signIn = await login(email);
    expect(signIn.status).toBe(200);
    expect(signIn.body.home).toBe('/inventory/overview');
    const storeRows = await db().select().from(stores).where(eq(stores.sellerId, res.body.merchant.id));
    expect(storeRows).toMatchObject([{ name: 'Added By Master', status: true }]);
    expect(server.outbox(email)).toEqual([]);
  });

  it('answers 409 on a taken email and creates nothing', async () => {
    const [before] = await db().select({ n: count() }).from(sellers);
    const res = await master.client.post('/api/merchants', {
      shopName: 'Duplicate',
      email: master.email,
      password: PASSWORD,
    });
    expect(res.status).toBe(409);
    expect(res.body.error.fields).toEqual({ email: 'An account with this email already exists' });
    const [after] = await db().select({ n: count() }).from(sellers);
    expect(after!.n).toBe(before!.n);
    const bad = await master.client.post('/api/merchants', { shopName: '', email: 'x', password: '1' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['email', 'password', 'shopName']);
  });

  it('renames the shop and moves its Admin’s login to the new email', async () => {
    const shop = await newAdmin(server, 'Old Name');
    const email = uniqueEmail('renamed');
    const res = await master.client.put(`/api/merchants/${shop.sellerId}`, { shopName: 'New Name', email });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('New Name is updated successfully');
    expect(res.body.merchant).toMatchObject({ id: shop.sellerId, name: 'New Name', email });
    expect((await login(email)).status).toBe(200);
    expect((await login(shop.email)).body.error.message).toBe('Please Register First');
    // Keeping its own email is not a conflict.
    const same = await master.client.put(`/api/merchants/${shop.sellerId}`, { shopName: 'Newer', email });
    expect(same.status).toBe(200);

    const taken = await master.client.put(`/api/merchants/${shop.sellerId}`, {
      shopName: 'Stolen',
      email: master.email,
    });
    expect(taken.status).toBe(409);
    const [seller] = await db().select().from(sellers).where(eq(sellers.id, shop.sellerId));
    expect(seller).toMatchObject({ name: 'Newer', email });
  });
});

describe('disabling and deleting merchants', () => {
  it('disabling signs out and locks out all of its staff; re-enabling lets them in again', async () => {
    const shop = await newAdmin(server, 'Locked Shop');
    const staff = await newModerator(server, shop, 'Locked Staff');
    const off = await master.client.patch(`/api/merchants/${shop.sellerId}/status`, { status: false });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('Successfully Deactivated');
    expect(off.body.merchant.status).toBe(false);

    for (const user of [shop, staff]) {
      expect(await db().select().from(sessions).where(eq(sessions.userId, user.userId))).toEqual([]);
      expect((await user.client.get('/api/account/me')).status).toBe(401);
      const refused = await login(user.email);
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe('Account Not Approved Yet');
    }

    const on = await master.client.patch(`/api/merchants/${shop.sellerId}/status`, { status: true });
    expect(on.body.message).toBe('Successfully Activated');
    expect((await login(shop.email)).status).toBe(200);
    expect((await login(staff.email)).status).toBe(200);
  });

  it('does not let a master disable or delete their own merchant', async () => {
    const off = await master.client.patch(`/api/merchants/${master.sellerId}/status`, { status: false });
    expect(off.status).toBe(400);
    expect(off.body.error.message).toBe("You can't deactivate your own merchant");
    const del = await master.client.delete(`/api/merchants/${master.sellerId}`);
    expect(del.status).toBe(400);
    expect(del.body.error.message).toBe("You can't delete your own merchant");
    expect((await master.client.get('/api/account/me')).status).toBe(200);
  });

  it('deleting hides the merchant and keeps its people out', async () => {
    const shop = await newAdmin(server, 'Deleted Shop');
    const res = await master.client.delete(`/api/merchants/${shop.sellerId}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Merchant deleted successfully');
    expect(await findMerchant('Deleted Shop')).toEqual([]);
    expect((await shop.client.get('/api/account/me')).status).toBe(401);
    expect((await login(shop.email)).status).toBe(403);
    expect((await master.client.get(`/api/merchants/${shop.sellerId}/profile`)).status).toBe(404);
    expect((await master.client.delete(`/api/merchants/${shop.sellerId}`)).status).toBe(404);
    const revive = await master.client.patch(`/api/merchants/${shop.sellerId}/status`, { status: true });
    expect(revive.status).toBe(404);
    const [row] = await db().select().from(sellers).where(eq(sellers.id, shop.sellerId));
    expect(row).toMatchObject({ name: 'Deleted Shop', status: false, deletedAt: expect.any(Date) });
  });
});

describe('merchant profile', () => {
  it('counts each store’s live products and its orders', async () => {
    const shop = await newAdmin(server, 'Counted Shop');
    const sellerId = shop.sellerId;
    const [first] = await db().select().from(stores).where(eq(stores.sellerId, sellerId));
    const [second] = await db().insert(stores).values({ sellerId, name: 'Second Branch' }).returning();
    await db()
      .insert(products)
      .values([
        { sellerId, storeId: first!.id, name: 'Saree' },
        { sellerId, storeId: first!.id, name: 'Panjabi' },
        { sellerId, storeId: first!.id, name: 'Old stock', archivedAt: new Date() },
      ]);
    const [customer] = await db()
      .insert(customers)
      .values({ sellerId, name: 'Buyer', phone: '01712345678', address: 'Dhanmondi' })
      .returning();
    const order = (code: string, deletedAt: Date | null = null) => ({
      sellerId,
      code,
      customerId: customer!.id,
      storeId: first!.id,
      name: 'Buyer',
      phone: '01712345678',
      address: 'Dhanmondi',
      salesDate: '2026-01-10',
      deletedAt,
    });
    await db()
      .insert(orders)
      .values([order('A1'), order('A2'), order('A3'), order('A4', new Date())]);

    const res = await master.client.get(`/api/merchants/${sellerId}/profile`);
    expect(res.status).toBe(200);
    expect(res.body.merchant).toMatchObject({ id: sellerId, name: 'Counted Shop', email: shop.email });
    expect(res.body.stores).toEqual([
      { id: first!.id, name: 'Counted Shop', email: shop.email, products: 2, orders: 3 },
      { id: second!.id, name: 'Second Branch', email: shop.email, products: 0, orders: 0 },
    ]);
  });

  it('shows a merchant without stores with an empty list', async () => {
    const shop = await newAdmin(server, 'Storeless');
    await db().delete(stores).where(eq(stores.sellerId, shop.sellerId));
    const res = await master.client.get(`/api/merchants/${shop.sellerId}/profile`);
    expect(res.body).toMatchObject({ merchant: { name: 'Storeless' }, stores: [] });
    expect(
      (await master.client.get('/api/merchants/01a1fcf7-0000-7000-8000-000000000000/profile')).status,
    ).toBe(404);
    expect(await db().select().from(users).where(eq(users.sellerId, shop.sellerId))).toHaveLength(1);
  });
});
