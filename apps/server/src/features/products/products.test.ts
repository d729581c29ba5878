import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { newAdmin, newModerator, type SignedInUser } from '../../test/fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';
import {
  addProduct,
  addSupplier,
  firstStore,
  imageForm,
  movementsOf,
  PNG,
  productRow,
} from './product-fixtures.testkit.ts';

let server: TestServer;
let admin: SignedInUser;
let other: SignedInUser;
let storeId: string;
let supplier: { id: string; name: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = await newAdmin(server, 'Nazma Boutique');
  other = await newAdmin(server, 'Other Shop');
  storeId = (await firstStore(server, admin)).id;
  supplier = await addSupplier(server, admin, 'Karim Traders');
});
afterAll(() => server?.close());

const tea = () => ({
  name: 'Darjeeling Tea',
  description: 'Loose leaf, 250 g',
  brand: 'Ispahani',
  country: 'India',
  storeId,
  supplierId: supplier.id,
  liftPrice: 10_000,
  salePrice: 15_000,
  qty: 12,
});

const listTotal = async (client = admin.client) => (await client.get('/api/products?limit=100')).body.total;

describe('adding a product', () => {
  it('stores it with its opening stock and records who received it', async () => {
    const res = await admin.client.post('/api/products', tea());
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Darjeeling Tea is added successfully');
    const product = res.body.product;
    expect(product).toMatchObject({
      name: 'Darjeeling Tea',
      description: 'Loose leaf, 250 g',
      brand: 'Ispahani',
      country: 'India',
      imageUrl: null,
      store: { id: storeId, name: 'Nazma Boutique' },
      supplier: { id: supplier.id, name: 'Karim Traders' },
      liftPrice: 10_000,
      salePrice: 15_000,
      qty: 12,
      availableQty: 12,
    });
    const movements = await movementsOf(server, admin, product.id);
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({ kind: 'initial', qtyChange: 12, createdById: admin.userId });
    expect(Date.now() - movements[0]!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it('needs only a name and a store; blank text is no text', async () => {
    const res = await admin.client.post('/api/products', {
      name: 'Plain soap',
      brand: '  ',
      storeId,
      supplierId: null,
      liftPrice: 0,
      salePrice: 0,
      qty: 0,
    });
    expect(res.status).toBe(201);
    expect(res.body.product).toMatchObject({ brand: null, description: null, supplier: null, qty: 0 });
  });

  it('names every wrong field and writes nothing', async () => {
    const before = await listTotal();
    const res = await admin.client.post('/api/products', {
      name: '  ',
      storeId: '',
      supplierId: 'not-an-id',
      liftPrice: -100,
      salePrice: 10.5,
      qty: 1.5,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: 'Product name is required',
      storeId: 'Select a store',
      supplierId: 'Select one of your suppliers',
      liftPrice: 'Enter a whole amount of 0 or more',
      salePrice: 'Enter a whole amount of 0 or more',
      qty: 'Enter a whole number of 0 or more',
    });
    expect(res.body.error.fieldProblems.name).toEqual({
      key: 'productNameRequired',
      params: {},
      message: 'Product name is required',
    });
    expect(await listTotal()).toBe(before);
  });

  it('refuses a price or quantity beyond what it can hold', async () => {
    const res = await admin.client.post('/api/products', {
      ...tea(),
      salePrice: 10_000_000_001,
      qty: 1_000_000_001,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      salePrice: 'This amount is too large',
      qty: 'This quantity is too large',
    });
  });

  it('sends a plain length check as its key with the limit filled in', async () => {
    const res = await admin.client.post('/api/products', { ...tea(), name: 'x'.repeat(201) });
    expect(res.status).toBe(400);
    expect(res.body.error.fieldProblems).toEqual({
      name: { key: 'textTooLong', params: { max: 200 }, message: 'Use at most 200 characters' },
    });
  });

  it('refuses another seller’s store and supplier on their fields, writing nothing', async () => {
    const theirStore = await firstStore(server, other);
    const theirSupplier = await addSupplier(server, other, 'Their Supplier');
    const before = await listTotal();
    const res = await admin.client.post('/api/products', {
      ...tea(),
      storeId: theirStore.id,
      supplierId: theirSupplier.id,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      storeId: 'Select one of your stores',
      supplierId: 'Select one of your suppliers',
    });
    expect(await listTotal()).toBe(before);
  });
});

describe('editing a product', () => {
  it('changes the fields and keeps the image', async () => {
    const product = await addProduct(admin, tea());
    const uploaded = await admin.client.post(`/api/products/${product.id}/image`, imageForm(PNG));
    expect(uploaded.status).toBe(200);
    const res = await admin.client.put(`/api/products/${product.id}`, {
      ...tea(),
      name: 'Assam Tea',
      brand: null,
      supplierId: null,
      salePrice: 18_000,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Assam Tea is updated successfully');
    expect(res.body.product).toMatchObject({
      name: 'Assam Tea',
      brand: null,
      supplier: null,
      salePrice: 18_000,
      qty: 12,
      availableQty: 12,
      imageUrl: uploaded.body.product.imageUrl,
    });
    // Same quantity: no adjustment.
    expect((await movementsOf(server, admin, product.id)).map((m) => m.kind)).toEqual(['initial']);
  });

  it('turns a changed quantity into an adjustment of both quantities', async () => {
    const product = await addProduct(admin, tea());
    const res = await admin.client.put(`/api/products/${product.id}`, { ...tea(), qty: 20 });
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ qty: 20, availableQty: 20 });
    const down = await admin.client.put(`/api/products/${product.id}`, { ...tea(), qty: 15 });
    expect(down.body.product).toMatchObject({ qty: 15, availableQty: 15 });
    const movements = await movementsOf(server, admin, product.id);
    expect(movements.map((m) => [m.kind, m.qtyChange, m.createdById])).toEqual([
      ['initial', 12, admin.userId],
      ['adjustment', 8, admin.userId],
      ['adjustment', -5, admin.userId],
    ]);
  });

  it('will not take the quantity below what orders already took', async () => {
    const product = await addProduct(admin, tea());
    // An order took 9 of the 12.
    await server.deps.database.db
      .update(products)
      .set({ availableQty: 3 })
      .where(and(eq(products.sellerId, admin.sellerId), eq(products.id, product.id)));
    const res = await admin.client.put(`/api/products/${product.id}`, { ...tea(), name: 'Changed', qty: 8 });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.qty).toBe(
      'The quantity cannot be less than 9, the units already taken by orders',
    );
    expect(res.body.error.fieldProblems.qty).toMatchObject({ key: 'qtyBelowSold', params: { min: 9 } });
    expect(await productRow(server, admin, product.id)).toMatchObject({
      name: 'Darjeeling Tea',
      qty: 12,
      availableQty: 3,
    });
    const ok = await admin.client.put(`/api/products/${product.id}`, { ...tea(), qty: 9 });
    expect(ok.body.product).toMatchObject({ qty: 9, availableQty: 0 });
  });

  it('names every wrong field and changes nothing', async () => {
    const product = await addProduct(admin, tea());
    const theirStore = await firstStore(server, other);
    const res = await admin.client.put(`/api/products/${product.id}`, {
      ...tea(),
      name: '',
      storeId: theirStore.id,
      liftPrice: -1,
      qty: 50,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      name: 'Product name is required',
      liftPrice: 'Enter a whole amount of 0 or more',
    });
    const foreign = await admin.client.put(`/api/products/${product.id}`, {
      ...tea(),
      storeId: theirStore.id,
      qty: 50,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields).toEqual({ storeId: 'Select one of your stores' });
    expect(await productRow(server, admin, product.id)).toMatchObject({ storeId, qty: 12, availableQty: 12 });
    expect(await movementsOf(server, admin, product.id)).toHaveLength(1);
  });
});

describe('product image', () => {
  it('is stored under products/, served, and replaces the old file', async () => {
    const product = await addProduct(admin, tea());
    const first = await admin.client.post(`/api/products/${product.id}/image`, imageForm(PNG));
    expect(first.status).toBe(200);
    const firstUrl: string = first.body.product.imageUrl;
    expect(firstUrl).toMatch(/^\/uploads\/products\/.+\.png$/);
    const served = await fetch(new URL(firstUrl, server.url));
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
    const second = await admin.client.post(`/api/products/${product.id}/image`, imageForm(jpeg, 'x.png'));
    expect(second.body.product.imageUrl).toMatch(/^\/uploads\/products\/.+\.jpg$/);
    expect((await fetch(new URL(firstUrl, server.url))).status).toBe(404);
    expect((await fetch(new URL(second.body.product.imageUrl, server.url))).status).toBe(200);
  });

  it('is checked by content, not by its name', async () => {
    const product = await addProduct(admin, tea());
    const res = await admin.client.post(
      `/api/products/${product.id}/image`,
      imageForm(new TextEncoder().encode('<svg onload="alert(1)"/>'), 'photo.png'),
    );
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe('The image must be a PNG, JPEG or WebP file');
    expect((await productRow(server, admin, product.id))!.imagePath).toBeNull();
  });

  it('may be at most 1 MB', async () => {
    const product = await addProduct(admin, tea());
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(PNG);
    const res = await admin.client.post(`/api/products/${product.id}/image`, imageForm(big));
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('The image must be at most 1024 KB');
    // The field's problem as a key and its values, for the web to word in the user's language.
    expect(res.body.error.fieldProblems).toEqual({
      file: {
        key: 'imageTooLarge',
        params: { max: '1024 KB' },
        message: 'The image must be at most 1024 KB',
      },
    });
    expect(res.body.error.fields).toEqual({ file: 'The image must be at most 1024 KB' });
    expect((await productRow(server, admin, product.id))!.imagePath).toBeNull();
  });
});

describe('the product list', () => {
  let shop: SignedInUser;
  beforeAll(async () => {
    shop = await newAdmin(server, 'List Shop');
    const store = (await firstStore(server, shop)).id;
    const acme = await addSupplier(server, shop, 'ACME Wholesale');
    for (let i = 1; i <= 12; i++) {
      await addProduct(shop, {
        name: `Item ${String(i).padStart(2, '0')}`,
        brand: i === 3 ? 'Pran' : null,
        supplierId: i === 7 ? acme.id : null,
        storeId: store,
        liftPrice: 100,
        salePrice: 200,
        qty: i,
      });
    }
    await addProduct(shop, { name: '100% cotton', storeId: store, liftPrice: 0, salePrice: 0, qty: 0 });
  });

  it('pages newest first with the page size asked for', async () => {
    const first = await shop.client.get('/api/products?page=1&limit=10');
    expect(first.body).toMatchObject({ page: 1, limit: 10, total: 13, totalPages: 2 });
    expect(first.body.items.map((p: { name: string }) => p.name).slice(0, 3)).toEqual([
      '100% cotton',
      'Item 12',
      'Item 11',
    ]);
    const second = await shop.client.get('/api/products?page=2&limit=10');
    expect(second.body.items.map((p: { name: string }) => p.name)).toEqual(['Item 03', 'Item 02', 'Item 01']);
    expect((await shop.client.get('/api/products?limit=25')).body.items).toHaveLength(13);
  });

  it('refuses a page size that is not offered', async () => {
    const res = await shop.client.get('/api/products?limit=7');
    expect(res.status).toBe(400);
    expect(res.body.error.fields.limit).toBe('Page size must be 10, 25, 50 or 100');
  });

  it('searches name, brand and supplier, ignoring case', async () => {
    const names = async (search: string) =>
      (await shop.client.get(`/api/products?search=${encodeURIComponent(search)}`)).body.items.map(
        (p: { name: string }) => p.name,
      );
    expect(await names('item 1')).toEqual(['Item 12', 'Item 11', 'Item 10']);
    expect(await names('PRAN')).toEqual(['Item 03']);
    expect(await names('acme')).toEqual(['Item 07']);
    // A % is a character to find, not a wildcard.
    expect(await names('0%')).toEqual(['100% cotton']);
    expect(await names('nothing like this')).toEqual([]);
  });

  it('shows only the seller’s own products', async () => {
    const theirs = await shop.client.get('/api/products?limit=100');
    const mine = await admin.client.get('/api/products?limit=100');
    const ids = new Set(mine.body.items.map((p: { id: string }) => p.id));
    expect(theirs.body.items.some((p: { id: string }) => ids.has(p.id))).toBe(false);
  });
});

describe('roles and tenancy', () => {
  it('lets a Moderator manage products', async () => {
    const staff = await newModerator(server, admin);
    const created = await staff.client.post('/api/products', { ...tea(), name: 'Staff item' });
    expect(created.status).toBe(201);
    const id = created.body.product.id;
    expect((await staff.client.put(`/api/products/${id}`, { ...tea(), name: 'Staff item 2' })).status).toBe(
      200,
    );
    expect((await staff.client.post(`/api/products/${id}/stock-in`, { qty: 2 })).status).toBe(200);
    expect((await staff.client.get('/api/products?search=staff')).body.total).toBe(1);
    expect((await staff.client.get('/api/products/summary')).status).toBe(200);
    expect((await staff.client.get('/api/products/export')).status).toBe(200);
    expect((await staff.client.delete(`/api/products/${id}`)).status).toBe(200);
    const movements = await movementsOf(server, admin, id);
    expect(movements).toHaveLength(0);
  });

  it('answers 404 for another seller’s product and changes nothing', async () => {
    const theirs = await addProduct(other, {
      ...tea(),
      storeId: (await firstStore(server, other)).id,
      supplierId: null,
    });
    const paths = [
      admin.client.put(`/api/products/${theirs.id}`, { ...tea(), qty: 1 }),
      admin.client.post(`/api/products/${theirs.id}/stock-in`, { qty: 5 }),
      admin.client.post(`/api/products/${theirs.id}/image`, imageForm(PNG)),
      admin.client.delete(`/api/products/${theirs.id}`),
    ];
    for (const res of await Promise.all(paths)) expect(res.status).toBe(404);
    expect(await productRow(server, other, theirs.id)).toMatchObject({
      qty: 12,
      availableQty: 12,
      imagePath: null,
    });
  });
});
