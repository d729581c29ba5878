import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stores, suppliers } from '../../db/schema/index.ts';
import { newAdmin, newModerator, type SignedInUser } from '../../test/fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const db = () => server.deps.database.db;

async function addSupplier(admin: SignedInUser, body: Record<string, unknown>) {
  const res = await admin.client.post('/api/suppliers', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.supplier as { id: string; name: string; status: boolean };
}

const supplierRows = (sellerId: string) =>
  db().select().from(suppliers).where(eq(suppliers.sellerId, sellerId));

describe('adding and editing suppliers', () => {
  it('adds a supplier with a normalised phone and says “Supplier added successfully”', async () => {
    const admin = await newAdmin(server);
    const res = await admin.client.post('/api/suppliers', {
      name: ' Rahim Traders ',
      phone: '+8801712-345678',
      address: 'Islampur, Dhaka',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Supplier added successfully');
    expect(res.body.supplier).toEqual({
      id: expect.any(String),
      name: 'Rahim Traders',
      phone: '01712345678',
      address: 'Islampur, Dhaka',
      status: true,
      createdAt: expect.any(String),
    });
    const list = await admin.client.get('/api/suppliers');
    expect(list.body).toMatchObject({ total: 1, items: [{ name: 'Rahim Traders' }] });
  });

  it('needs a name, takes a phone only when it is a valid mobile, and adds nothing otherwise', async () => {
    const admin = await newAdmin(server);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{}, { name: 'Name is required' }],
      [{ name: '   ', phone: '' }, { name: 'Name is required' }],
      [{ name: 'A', phone: '02-9123456' }, { phone: 'Enter an 11-digit mobile number such as 01712345678' }],
      [{ name: 'A', address: 'x'.repeat(301) }, { address: 'Use at most 300 characters' }],
    ];
    for (const [body, fields] of cases) {
      const res = await admin.client.post('/api/suppliers', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields, JSON.stringify(body)).toEqual(fields);
    }
    expect(await supplierRows(admin.sellerId)).toEqual([]);
    const bare = await addSupplier(admin, { name: 'Only a name', phone: '' });
    expect(bare).toMatchObject({ phone: null, address: null, status: true });
  });

  it('edits a supplier, with the same rules', async () => {
    const admin = await newAdmin(server);
    const supplier = await addSupplier(admin, { name: 'Old name' });
    const bad = await admin.client.put(`/api/suppliers/${supplier.id}`, { name: '', phone: '123' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      name: 'Name is required',
      phone: 'Enter an 11-digit mobile number such as 01712345678',
    });
    const res = await admin.client.put(`/api/suppliers/${supplier.id}`, {
      name: 'New name',
      phone: '01512345678',
      address: 'Chawkbazar',
      status: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Supplier updated successfully');
    expect(res.body.supplier).toMatchObject({ id: supplier.id, name: 'New name', status: false });
    const [row] = await supplierRows(admin.sellerId);
    expect(row).toMatchObject({
      name: 'New name',
      phone: '01512345678',
      address: 'Chawkbazar',
      status: false,
    });
    const missing = '01a1fcf7-0000-7000-8000-000000000000';
    expect((await admin.client.put(`/api/suppliers/${missing}`, { name: 'X' })).status).toBe(404);
  });
});

describe('the suppliers list', () => {
  it('really pages and searches by name, phone or address', async () => {
    const admin = await newAdmin(server);
    for (let i = 1; i <= 26; i++)
      await addSupplier(admin, { name: `Supplier ${i}`, phone: `0171100${String(i).padStart(4, '0')}` });
    await addSupplier(admin, { name: 'Bashundhara Fabrics', address: 'Nawabpur Road' });
    const first = await admin.client.get('/api/suppliers?limit=25');
    expect(first.body).toMatchObject({ page: 1, limit: 25, total: 27, totalPages: 2 });
    expect(first.body.items).toHaveLength(25);
    const second = await admin.client.get('/api/suppliers?limit=25&page=2');
    expect(second.body.items.map((s: { name: string }) => s.name)).toEqual([
      'Supplier 26',
      'Bashundhara Fabrics',
    ]);
    expect((await admin.client.get('/api/suppliers?limit=50')).body.items).toHaveLength(27);
    expect((await admin.client.get('/api/suppliers?limit=20')).status).toBe(400);

    const names = async (search: string) =>
      (await admin.client.get(`/api/suppliers?search=${encodeURIComponent(search)}`)).body.items.map(
        (s: { name: string }) => s.name,
      );
    expect(await names('FABRICS')).toEqual(['Bashundhara Fabrics']);
    expect(await names('nawabpur')).toEqual(['Bashundhara Fabrics']);
    expect(await names('+88 01711-000012')).toEqual(['Supplier 12']);
    const many = await admin.client.get('/api/suppliers?search=Supplier 2');
    // Supplier 2 and 20–26
    expect(many.body).toMatchObject({ total: 8 });
  });

  it('lists the options for selects, active first, and only the seller’s own', async () => {
    const admin = await newAdmin(server);
    const other = await newAdmin(server);
    await addSupplier(other, { name: 'Not mine' });
    const off = await addSupplier(admin, { name: 'Paused', status: false });
    const on = await addSupplier(admin, { name: 'Working' });
    const res = await admin.client.get('/api/suppliers/options');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      items: [
        { id: on.id, name: 'Working', status: true },
        { id: off.id, name: 'Paused', status: false },
      ],
    });
    expect((await admin.client.get('/api/suppliers')).body.total).toBe(2);
  });
});

describe('deleting a supplier', () => {
  it('deletes a supplier no product refers to', async () => {
    const admin = await newAdmin(server);
    const supplier = await addSupplier(admin, { name: 'Gone soon' });
    const res = await admin.client.delete(`/api/suppliers/${supplier.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Supplier Deleted successfully');
    expect(await supplierRows(admin.sellerId)).toEqual([]);
    expect((await admin.client.delete(`/api/suppliers/${supplier.id}`)).status).toBe(404);
  });

  it('keeps a supplier that products refer to and says to deactivate it instead', async () => {
    const admin = await newAdmin(server);
    const supplier = await addSupplier(admin, { name: 'Karim Cloth' });
    const [store] = await db().select().from(stores).where(eq(stores.sellerId, admin.sellerId));
    await db()
      .insert(products)
      .values({ sellerId: admin.sellerId, name: 'Saree', storeId: store!.id, supplierId: supplier.id });
    const res = await admin.client.delete(`/api/suppliers/${supplier.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'Karim Cloth has products, so it cannot be deleted. Deactivate it instead',
    );
    expect(await supplierRows(admin.sellerId)).toHaveLength(1);
  });
});

describe('who may change suppliers', () => {
  it('lets a Moderator see the lists but not add, edit or delete', async () => {
    const admin = await newAdmin(server);
    const staff = await newModerator(server, admin);
    const supplier = await addSupplier(admin, { name: 'Fixed' });
    expect((await staff.client.get('/api/suppliers')).body.total).toBe(1);
    expect((await staff.client.get('/api/suppliers/options')).status).toBe(200);
    const add = await staff.client.post('/api/suppliers', { name: 'Sneaky' });
    expect(add.status).toBe(403);
    expect(add.body.error.message).toBe('You are not authorized to do this');
    expect((await staff.client.put(`/api/suppliers/${supplier.id}`, { name: 'Renamed' })).status).toBe(403);
    expect((await staff.client.delete(`/api/suppliers/${supplier.id}`)).status).toBe(403);
    const rows = await supplierRows(admin.sellerId);
    expect(rows.map((s) => s.name)).toEqual(['Fixed']);
  });

  it('treats another seller’s supplier as not found and leaves it alone', async () => {
    const a = await newAdmin(server);
    const b = await newAdmin(server);
    const theirs = await addSupplier(b, { name: 'B’s supplier' });
    expect((await a.client.put(`/api/suppliers/${theirs.id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await a.client.delete(`/api/suppliers/${theirs.id}`)).status).toBe(404);
    expect((await supplierRows(b.sellerId)).map((s) => s.name)).toEqual(['B’s supplier']);
  });
});
