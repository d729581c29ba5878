import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders, products, stores } from '../../db/schema/index.ts';
import { newAdmin, newModerator, type SignedInUser } from '../../test/fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const db = () => server.deps.database.db;

const fullStore = {
  name: 'Gulshan Outlet',
  phone: '01712345678',
  address: 'Road 11, Block C',
  district: 'Dhaka',
  area: 'Gulshan',
  zip: '1212',
  status: true,
};

async function addStore(admin: SignedInUser, body: Record<string, unknown>) {
  const res = await admin.client.post('/api/stores', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.store as { id: string; name: string; status: boolean };
}

const storeRows = (sellerId: string) => db().select().from(stores).where(eq(stores.sellerId, sellerId));

describe('adding a store', () => {
  it('adds a store with the district label the seller chose and a normalised phone', async () => {
    const admin = await newAdmin(server, 'Adder');
    const res = await admin.client.post('/api/stores', {
      name: '  Chawkbazar Depot ',
      phone: '+88 018-1234-5678',
      address: 'Station Road',
      district: 'Chittagong',
      area: 'Hathazari',
      zip: '4330',
      status: false,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Store added successfully');
    expect(res.body.store).toEqual({
      id: expect.any(String),
      name: 'Chawkbazar Depot',
      phone: '01812345678',
      address: 'Station Road',
      district: 'Chittagong',
      area: 'Hathazari',
      zip: '4330',
      status: false,
      createdAt: expect.any(String),
    });
    const list = await admin.client.get('/api/stores');
    // The store made at registration stays first; the new one follows it.
    expect(list.body.items.map((s: { name: string }) => s.name)).toEqual(['Adder', 'Chawkbazar Depot']);
  });

  it('needs only a name and a district; a seller may keep several stores', async () => {
    const admin = await newAdmin(server);
    await addStore(admin, { name: 'Second', district: 'Sylhet' });
    const third = await addStore(admin, { name: 'Third', district: 'Rangpur', phone: '' });
    expect(third).toMatchObject({ phone: null, address: null, area: null, zip: null, status: true });
    expect((await storeRows(admin.sellerId)).length).toBe(3);
  });

  it('names each failing field and adds nothing', async () => {
    const admin = await newAdmin(server);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{}, { name: 'Name is required', district: 'District is required' }],
      [
        { name: '  ', district: ' ' },
        { name: 'Name is required', district: 'District is required' },
      ],
      [{ name: 'A', district: 'Gazipur' }, { district: 'Choose one of the listed districts' }],
      [
        { name: 'A', district: 'Dhaka', phone: '0171234' },
        { phone: 'Enter an 11-digit mobile number such as 01712345678' },
      ],
      [
        { name: 'A', district: 'Sylhet', area: 'Gulshan' },
        { area: 'Choose an area of the selected district' },
      ],
      [{ name: 'A', district: 'Dhaka', zip: 'ABCD' }, { zip: 'Enter a 4-digit post code such as 1205' }],
      [{ name: 'x'.repeat(121), district: 'Dhaka' }, { name: 'Use at most 120 characters' }],
    ];
    for (const [body, fields] of cases) {
      const res = await admin.client.post('/api/stores', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields, JSON.stringify(body)).toEqual(fields);
    }
    expect((await storeRows(admin.sellerId)).length).toBe(1);
  });
});

describe('editing a store', () => {
  it('saves every field and says so', async () => {
    const admin = await newAdmin(server);
    const store = await addStore(admin, { name: 'Old', district: 'Khulna' });
    const res = await admin.client.put(`/api/stores/${store.id}`, { ...fullStore, status: false });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Store Updated successfully');
    expect(res.body.store).toMatchObject({ ...fullStore, status: false, id: store.id });
    const [row] = await db().select().from(stores).where(eq(stores.id, store.id));
    expect(row).toMatchObject({ name: 'Gulshan Outlet', district: 'Dhaka', area: 'Gulshan', status: false });
  });

  it('requires name, phone, address, district and area, and changes nothing when they are missing', async () => {
    const admin = await newAdmin(server);
    const store = await addStore(admin, { name: 'Keep', district: 'Khulna' });
    const res = await admin.client.put(`/api/stores/${store.id}`, { name: '', zip: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: 'Name is required',
      phone: 'Phone is required',
      address: 'Address is required',
      district: 'District is required',
      area: 'Area is required',
    });
    const wrongArea = await admin.client.put(`/api/stores/${store.id}`, { ...fullStore, district: 'Khulna' });
    expect(wrongArea.status).toBe(400);
    expect(wrongArea.body.error.fields).toEqual({ area: 'Choose an area of the selected district' });
    const [row] = await db().select().from(stores).where(eq(stores.id, store.id));
    expect(row).toMatchObject({ name: 'Keep', district: 'Khulna', area: null });
  });

  it('gives 404 for a store that does not exist', async () => {
    const admin = await newAdmin(server);
    const res = await admin.client.put('/api/stores/01a1fcf7-0000-7000-8000-000000000000', fullStore);
    expect(res.status).toBe(404);
  });
});

describe('the stores list', () => {
  it('really pages with 10, 25, 50 and 100 rows and refuses other sizes', async () => {
    const admin = await newAdmin(server, 'Pager');
    for (let i = 1; i <= 11; i++) await addStore(admin, { name: `Branch ${i}`, district: 'Dhaka' });
    const first = await admin.client.get('/api/stores?page=1&limit=10');
    expect(first.body).toMatchObject({ page: 1, limit: 10, total: 12, totalPages: 2 });
    expect(first.body.items).toHaveLength(10);
    const second = await admin.client.get('/api/stores?page=2&limit=10');
    expect(second.body.items.map((s: { name: string }) => s.name)).toEqual(['Branch 10', 'Branch 11']);
    const all = await admin.client.get('/api/stores?limit=25');
    expect(all.body).toMatchObject({ total: 12, totalPages: 1 });
    expect(all.body.items).toHaveLength(12);
    const odd = await admin.client.get('/api/stores?limit=7');
    expect(odd.status).toBe(400);
    expect(odd.body.error.fields.limit).toBe('Page size must be 10, 25, 50 or 100');
  });

  it('searches by name, phone (as typed with +88 or dashes) or address', async () => {
    const admin = await newAdmin(server, 'Finder');
    await addStore(admin, { name: 'Uttara Hub', district: 'Dhaka', phone: '01911112222' });
    await addStore(admin, { name: 'Sylhet Point', district: 'Sylhet', address: 'Zindabazar 50%' });
    const names = async (search: string) =>
      (await admin.client.get(`/api/stores?search=${encodeURIComponent(search)}`)).body.items.map(
        (s: { name: string }) => s.name,
      );
    expect(await names('uttara')).toEqual(['Uttara Hub']);
    expect(await names('+88 01911-112222')).toEqual(['Uttara Hub']);
    expect(await names('1111')).toEqual(['Uttara Hub']);
    expect(await names('zindabazar')).toEqual(['Sylhet Point']);
    expect(await names('50%')).toEqual(['Sylhet Point']);
    expect(await names('%')).toEqual(['Sylhet Point']);
    expect(await names('nowhere')).toEqual([]);
    const res = await admin.client.get('/api/stores?search=hub');
    expect(res.body).toMatchObject({ total: 1, totalPages: 1 });
  });

  it('lists the options for selects: active stores first, then by creation', async () => {
    const admin = await newAdmin(server, 'Optioner');
    const off = await addStore(admin, { name: 'Closed', district: 'Dhaka', status: false });
    await addStore(admin, { name: 'Open', district: 'Dhaka' });
    const res = await admin.client.get('/api/stores/options');
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      { id: expect.any(String), name: 'Optioner', status: true },
      { id: expect.any(String), name: 'Open', status: true },
      { id: off.id, name: 'Closed', status: false },
    ]);
  });

  it('shows only the seller’s own stores', async () => {
    const a = await newAdmin(server, 'Seller A');
    const b = await newAdmin(server, 'Seller B');
    await addStore(b, { name: 'B only', district: 'Dhaka' });
    const list = await a.client.get('/api/stores?limit=100');
    expect(list.body.items.map((s: { name: string }) => s.name)).toEqual(['Seller A']);
    const options = await a.client.get('/api/stores/options');
    expect(options.body.items.map((s: { name: string }) => s.name)).toEqual(['Seller A']);
  });
});

describe('deleting a store', () => {
  it('deletes a store nothing refers to; an empty list is empty', async () => {
    const admin = await newAdmin(server);
    const [own] = await storeRows(admin.sellerId);
    const res = await admin.client.delete(`/api/stores/${own!.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Store deleted successfully');
    expect(await storeRows(admin.sellerId)).toEqual([]);
    const list = await admin.client.get('/api/stores');
    expect(list.body).toMatchObject({ items: [], total: 0, totalPages: 1 });
    expect((await admin.client.delete(`/api/stores/${own!.id}`)).status).toBe(404);
  });

  it('keeps a store that products refer to and says to deactivate it instead', async () => {
    const admin = await newAdmin(server);
    const store = await addStore(admin, { name: 'Stocked', district: 'Dhaka' });
    await db().insert(products).values({ sellerId: admin.sellerId, name: 'Panjabi', storeId: store.id });
    const res = await admin.client.delete(`/api/stores/${store.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'Stocked has products or orders, so it cannot be deleted. Deactivate it instead',
    );
    expect(await db().select().from(stores).where(eq(stores.id, store.id))).toHaveLength(1);
  });

  it('keeps a store that orders refer to', async () => {
    const admin = await newAdmin(server);
    const store = await addStore(admin, { name: 'Shipped from', district: 'Dhaka' });
    const [customer] = await db()
      .insert(customers)
      .values({ sellerId: admin.sellerId, name: 'Karim', phone: '01712345678', address: 'Mirpur' })
      .returning();
    await db().insert(orders).values({
      sellerId: admin.sellerId,
      code: 'T-1',
      customerId: customer!.id,
      storeId: store.id,
      name: 'Karim',
      phone: '01712345678',
      address: 'Mirpur',
      salesDate: '2024-03-05',
    });
    const res = await admin.client.delete(`/api/stores/${store.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CONFLICT');
    expect(
      await db()
        .select()
        .from(stores)
        .where(and(eq(stores.sellerId, admin.sellerId), eq(stores.id, store.id))),
    ).toHaveLength(1);
  });
});

describe('who may change stores', () => {
  it('lets a Moderator see the lists but not add, edit or delete', async () => {
    const admin = await newAdmin(server, 'Boss');
    const staff = await newModerator(server, admin);
    const [own] = await storeRows(admin.sellerId);
    expect((await staff.client.get('/api/stores')).status).toBe(200);
    expect((await staff.client.get('/api/stores/options')).status).toBe(200);
    const add = await staff.client.post('/api/stores', { name: 'Sneaky', district: 'Dhaka' });
    expect(add.status).toBe(403);
    expect(add.body.error.message).toBe('You are not authorized to do this');
    expect((await staff.client.put(`/api/stores/${own!.id}`, fullStore)).status).toBe(403);
    expect((await staff.client.delete(`/api/stores/${own!.id}`)).status).toBe(403);
    const rows = await storeRows(admin.sellerId);
    expect(rows.map((s) => s.name)).toEqual(['Boss']);
  });

  it('treats another seller’s store as not found and leaves it alone', async () => {
    const a = await newAdmin(server);
    const b = await newAdmin(server, 'Other');
    const [bStore] = await storeRows(b.sellerId);
    expect((await a.client.put(`/api/stores/${bStore!.id}`, fullStore)).status).toBe(404);
    expect((await a.client.delete(`/api/stores/${bStore!.id}`)).status).toBe(404);
    const [row] = await db().select().from(stores).where(eq(stores.id, bStore!.id));
    expect(row).toMatchObject({ name: 'Other', district: null });
  });
});
