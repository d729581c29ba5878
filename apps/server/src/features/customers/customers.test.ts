import { toBanglaDigits } from '@chalan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdmin, newModerator, type SignedInUser } from '../../test/fixtures.testkit.ts';
import { placeOrder, sellerWithCatalogue } from '../../test/order-fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';
import { addCustomer, type CustomerJson, customerRow, uniquePhone } from './customer-fixtures.testkit.ts';

let server: TestServer;
let admin: SignedInUser;
let staff: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  server = await startTestServer();
  admin = await newAdmin(server, 'Nazma Boutique');
  staff = await newModerator(server, admin);
  other = await newAdmin(server, 'Other Shop');
});
afterAll(() => server?.close());

const listTotal = async (seller = admin) => (await seller.client.get('/api/customers?limit=100')).body.total;
const names = (items: CustomerJson[]) => items.map((c) => c.name);

describe('adding a customer', () => {
  it('stores the customer with the phone normalised and no purchase yet', async () => {
    const res = await admin.client.post('/api/customers', {
      name: '  Rahim Uddin ',
      phone: '+88 017-1234-5678',
      address: 'House 12, Road 3',
      district: 'Dhaka',
      thana: 'Mirpur',
      link: 'https://m.me/rahim',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Rahim Uddin is added successfully');
    expect(res.body.customer).toMatchObject({
      name: 'Rahim Uddin',
      phone: '01712345678',
      address: 'House 12, Road 3',
      district: 'Dhaka',
      thana: 'Mirpur',
      link: 'https://m.me/rahim',
      imageUrl: null,
      lastPurchase: null,
    });
    expect(Date.now() - Date.parse(res.body.customer.createdAt)).toBeLessThan(60_000);
  });

  it('needs a mobile number, a name and an address, and writes nothing without them', async () => {
    const before = await listTotal();
    const res = await admin.client.post('/api/customers', { name: ' ', address: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      phone: 'Phone is required',
      name: 'Customer name is required',
      address: 'Address is required',
    });
    const bad = await admin.client.post('/api/customers', { name: 'A', phone: '0123', address: 'B' });
    expect(bad.body.error.fields).toEqual({ phone: 'Enter an 11-digit mobile number such as 01712345678' });
    expect(await listTotal()).toBe(before);
  });

  it('takes a district from the list and a thana of that district only', async () => {
    const base = { name: 'Karim', phone: uniquePhone(), address: 'Main road' };
    const unknown = await admin.client.post('/api/customers', { ...base, district: 'Atlantis' });
    expect(unknown.body.error.fields).toEqual({ district: 'Choose a district from the list' });
    const wrongThana = await admin.client.post('/api/customers', {
      ...base,
      district: 'Sylhet',
      thana: 'Mirpur',
    });
    expect(wrongThana.body.error.fields).toEqual({ thana: 'Choose a thana of the chosen district' });
    const thanaAlone = await admin.client.post('/api/customers', { ...base, thana: 'Mirpur' });
    expect(thanaAlone.body.error.fields).toEqual({ thana: 'Choose a thana of the chosen district' });
    const link = await admin.client.post('/api/customers', { ...base, link: 'javascript:alert(1)' });
    expect(link.body.error.fields).toEqual({ link: 'Enter a link that starts with http:// or https://' });
    // The Bangla name of a district is understood and stored as the list spells it.
    const bangla = await admin.client.post('/api/customers', { ...base, district: 'ঢাকা', thana: 'Mirpur' });
    expect(bangla.status).toBe(201);
    expect(bangla.body.customer).toMatchObject({ district: 'Dhaka', thana: 'Mirpur' });
  });

  it('keeps one customer per mobile number and names the one that has it', async () => {
    const first = await addCustomer(admin, { phone: '01811000001', name: 'First' });
    const before = await listTotal();
    const again = await admin.client.post('/api/customers', {
      name: 'Second',
      phone: '+8801811-000001',
      address: 'Elsewhere',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('A customer with this mobile number already exists');
    expect(again.body.error.fields).toEqual({ phone: 'A customer with this mobile number already exists' });
    expect(again.body.error.params.customerId).toBe(first.id);
    expect(await listTotal()).toBe(before);
    // Another seller keeps their own customers.
    expect(
      (await other.client.post('/api/customers', { name: 'Theirs', phone: '01811000001', address: 'X' }))
        .status,
    ).toBe(201);
  });

  it('keeps one customer per number when two people add the same number at once', async () => {
    const phone = uniquePhone();
    const answers = await Promise.all(
      ['Staff one', 'Staff two', 'Staff three'].map((name) =>
        admin.client.post('/api/customers', { name, phone, address: 'Same number' }),
      ),
    );
    const created = answers.filter((res) => res.status === 201);
    expect(created).toHaveLength(1);
    for (const res of answers.filter((r) => r.status !== 201)) {
      expect(res.status).toBe(409);
      expect(res.body.error.params.customerId).toBe(created[0]!.body.customer.id);
    }
  });

  it('lets a Moderator add a customer (from Start Order)', async () => {
    const res = await staff.client.post('/api/customers', {
      name: 'Walk-in',
      phone: uniquePhone(),
      address: 'Shop',
    });
    expect(res.status).toBe(201);
  });
});

describe('customer search', () => {
  let shop: SignedInUser;
  let shopStaff: SignedInUser;
  beforeAll(async () => {
    shop = await newAdmin(server, 'Search Shop');
    shopStaff = await newModerator(server, shop);
    for (let i = 1; i <= 7; i++) await addCustomer(shop, { name: `Hasan ${i}`, phone: `0191234560${i}` });
    await addCustomer(shop, { name: 'Mitu Akter', phone: '01555666777' });
    await addCustomer(shop, { name: '50% Off Lover', phone: '01666777888' });
  });
  const search = (q: string, client = shopStaff.client) =>
    client.get(`/api/customers/search?q=${encodeURIComponent(q)}`);

  it('searches the phone when the text is digits, showing at most 5', async () => {
    const res = await search('0191234560');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Customer Found!!');
    expect(res.body.items).toHaveLength(5);
    for (const c of res.body.items) expect(c.phone).toMatch(/^0191234560/);
    // The exact number first, written any way a person types it.
    const exact = await search('+88 01912-345607');
    expect(names(exact.body.items)[0]).toBe('Hasan 7');
    expect(names((await search('666')).body.items)).toEqual(['50% Off Lover', 'Mitu Akter']);
  });

  it('searches the name, ignoring case, when the text is not only digits', async () => {
    expect(names((await search('mitu')).body.items)).toEqual(['Mitu Akter']);
    expect(names((await search('50%')).body.items)).toEqual(['50% Off Lover']);
    // Digits inside a name search are part of the name.
    expect(names((await search('hasan 3')).body.items)).toEqual(['Hasan 3']);
  });

  it('says when nobody matches, and never shows another seller’s customers', async () => {
    const res = await search('Nobody here');
    expect(res.body).toMatchObject({ items: [], message: 'Customer Not Found!!' });
    expect((await search('Hasan', admin.client)).body.items).toEqual([]);
  });

  it('needs something to search for', async () => {
    const res = await search('  ');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ q: 'Type a name or a mobile number' });
  });
});

describe('a phone typed in Bangla digits', () => {
  it('is stored in Latin digits and found by a search in either kind of digits', async () => {
    const shop = await newAdmin(server, 'Bangla Digits Shop');
    const phone = uniquePhone();
    const added = await addCustomer(shop, { name: 'Sumi Akter', phone: toBanglaDigits(`+88 ${phone}`) });
    expect(added.phone).toBe(phone);
    expect((await customerRow(server, shop, added.id))?.phone).toBe(phone);
    const searched = async (q: string) =>
      names((await shop.client.get(`/api/customers/search?q=${encodeURIComponent(q)}`)).body.items);
    const listed = async (search: string) =>
      names((await shop.client.get(`/api/customers?search=${encodeURIComponent(search)}`)).body.items);
    for (const typed of [toBanglaDigits(phone), toBanglaDigits(phone.slice(3)), phone.slice(3)]) {
      expect(await searched(typed)).toEqual(['Sumi Akter']);
      expect(await listed(typed)).toEqual(['Sumi Akter']);
    }
    const again = await shop.client.post('/api/customers', { name: 'Copy', phone, address: 'Mirpur' });
    expect(again.status).toBe(409);
  });
});

describe('the customers list', () => {
  let shop: SignedInUser;
  beforeAll(async () => {
    shop = await newAdmin(server, 'List Shop');
    for (let i = 1; i <= 12; i++)
      await addCustomer(shop, {
        name: `Customer ${String(i).padStart(2, '0')}`,
        phone: `0171000${String(i).padStart(4, '0')}`,
      });
  });

  it('is for the Admin only', async () => {
    const res = await newModerator(server, shop).then((m) => m.client.get('/api/customers'));
    expect(res.status).toBe(403);
  });

  it('pages with the page size asked for, newest first while nobody has ordered', async () => {
    const first = await shop.client.get('/api/customers?page=1&limit=10');
    expect(first.body).toMatchObject({ page: 1, limit: 10, total: 12, totalPages: 2 });
    expect(names(first.body.items).slice(0, 2)).toEqual(['Customer 12', 'Customer 11']);
    const second = await shop.client.get('/api/customers?page=2&limit=10');
    expect(names(second.body.items)).toEqual(['Customer 02', 'Customer 01']);
    expect((await shop.client.get('/api/customers?limit=25')).body.items).toHaveLength(12);
    expect((await shop.client.get('/api/customers?limit=7')).status).toBe(400);
  });

  it('searches by name or phone', async () => {
    const found = async (search: string) =>
      names((await shop.client.get(`/api/customers?search=${encodeURIComponent(search)}`)).body.items);
    expect(await found('customer 1')).toEqual(['Customer 12', 'Customer 11', 'Customer 10']);
    expect(await found('00011')).toEqual(['Customer 11']);
    expect(await found('017-1000-0003')).toEqual(['Customer 03']);
    expect(await found('nobody')).toEqual([]);
  });
});

describe('editing a customer', () => {
  it('changes the fields and says so', async () => {
    const customer = await addCustomer(admin, { name: 'Old Name', district: 'Dhaka', thana: 'Mirpur' });
    const res = await admin.client.put(`/api/customers/${customer.id}`, {
      name: 'New Name',
      phone: customer.phone,
      address: 'New address',
      district: 'Sylhet',
      thana: 'Sylhet Sadar',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('New Name is updated successfully');
    expect(res.body.customer).toMatchObject({
      id: customer.id,
      name: 'New Name',
      address: 'New address',
      district: 'Sylhet',
      thana: 'Sylhet Sadar',
      link: null,
    });
  });

  it('refuses a number another customer has, naming that customer, and changes nothing', async () => {
    const a = await addCustomer(admin, { name: 'Holder' });
    const b = await addCustomer(admin, { name: 'Mover' });
    const res = await admin.client.put(`/api/customers/${b.id}`, {
      name: 'Mover',
      phone: a.phone,
      address: 'X',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.params.customerId).toBe(a.id);
    expect(await customerRow(server, admin, b.id)).toMatchObject({ phone: b.phone, address: b.address });
  });

  it('checks the fields as adding does', async () => {
    const c = await addCustomer(admin);
    const res = await admin.client.put(`/api/customers/${c.id}`, {
      name: '',
      phone: c.phone,
      address: 'X',
      district: 'Khulna',
      thana: 'Mirpur',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: 'Customer name is required',
      thana: 'Choose a thana of the chosen district',
    });
  });

  it('is for the Admin only', async () => {
    const c = await addCustomer(admin);
    const res = await staff.client.put(`/api/customers/${c.id}`, { name: 'Z', phone: c.phone, address: 'Z' });
    expect(res.status).toBe(403);
    expect((await customerRow(server, admin, c.id))!.name).toBe(c.name);
  });
});

describe('deleting a customer', () => {
  it('removes them from the list, search and profile but keeps their orders, which still name them', async () => {
    const seller = await sellerWithCatalogue(server, 'Delete Shop');
    const c = await addCustomer(seller, { name: 'Leaving Soon' });
    const order = await placeOrder(seller, { customerId: c.id });
    expect(
      (await newModerator(server, seller).then((m) => m.client.delete(`/api/customers/${c.id}`))).status,
    ).toBe(403);

    const res = await seller.client.delete(`/api/customers/${c.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Customer deleted successfully');
    expect((await seller.client.get('/api/customers?search=Leaving')).body.items).toEqual([]);
    expect((await seller.client.get(`/api/customers/search?q=${c.phone}`)).body.items).toEqual([]);
    expect((await seller.client.get(`/api/customers/${c.id}`)).status).toBe(404);
    expect((await seller.client.delete(`/api/customers/${c.id}`)).status).toBe(404);

    const orders = await seller.client.get(`/api/orders?status=all&customerId=${c.id}`);
    expect(orders.status).toBe(200);
    expect(orders.body.items).toEqual([
      expect.objectContaining({ id: order.id, customer: { id: c.id, name: 'Leaving Soon', phone: c.phone } }),
    ]);
    expect((await seller.client.get(`/api/orders/${order.id}`)).body.customer.name).toBe('Leaving Soon');

    // The number is free for a new customer.
    const again = await seller.client.post('/api/customers', { name: 'Back', phone: c.phone, address: 'X' });
    expect(again.status).toBe(201);
  });
});

describe('another seller’s customers', () => {
  it('are not found, and nothing of them changes', async () => {
    const theirs = await addCustomer(other, { name: 'Their Customer' });
    const png = new FormData();
    png.set('file', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'a.png'));
    const answers = await Promise.all([
      admin.client.get(`/api/customers/${theirs.id}`),
      admin.client.put(`/api/customers/${theirs.id}`, {
        name: 'Mine now',
        phone: uniquePhone(),
        address: 'X',
      }),
      admin.client.post(`/api/customers/${theirs.id}/image`, png),
      admin.client.delete(`/api/customers/${theirs.id}`),
    ]);
    for (const res of answers) expect(res.status).toBe(404);
    expect(await customerRow(server, other, theirs.id)).toMatchObject({
      name: 'Their Customer',
      imagePath: null,
      deletedAt: null,
    });
    expect((await admin.client.get(`/api/customers?search=Their`)).body.items).toEqual([]);
  });
});
