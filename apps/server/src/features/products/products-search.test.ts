import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdmin, newModerator, type SignedInUser } from '../../test/fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';
import { addProduct, firstStore, imageForm, orderWith, PNG } from './product-fixtures.testkit.ts';

let server: TestServer;
let admin: SignedInUser;
let other: SignedInUser;
let storeId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await newAdmin(server, 'Nazma Boutique');
  other = await newAdmin(server, 'Other Shop');
  storeId = (await firstStore(server, admin)).id;
});
afterAll(() => server?.close());

const product = (name: string, qty: number, salePrice = 15_000) =>
  addProduct(admin, { name, storeId, liftPrice: 10_000, salePrice, qty });

const search = async (q: string, user = admin) => {
  const res = await user.client.get(`/api/products/search?q=${encodeURIComponent(q)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items as { id: string; name: string; availableQty: number }[];
};

describe('product search for an order', () => {
  it('finds products whose name contains the text, ignoring case, with what an order line needs', async () => {
    const tea = await product('Darjeeling Tea', 12, 45_050);
    await product('Green tea bags', 3);
    await product('Coffee beans', 5);
    const uploaded = await admin.client.post(`/api/products/${tea.id}/image`, imageForm(PNG));
    expect(uploaded.status).toBe(200);

    const items = await search('TEA');
    expect(items.map((p) => p.name).sort()).toEqual(['Darjeeling Tea', 'Green tea bags']);
    expect(items.find((p) => p.id === tea.id)).toEqual({
      id: tea.id,
      name: 'Darjeeling Tea',
      salePrice: 45_050,
      liftPrice: 10_000,
      availableQty: 12,
      weightGrams: 500,
      imageUrl: expect.stringMatching(/^\/uploads\/.+/),
      storeId,
    });
  });

  it('includes products that are out of stock, so the screen can say so', async () => {
    await product('Sold-out Saree', 0);
    const [saree] = await search('saree');
    expect(saree).toMatchObject({ name: 'Sold-out Saree', availableQty: 0 });
  });

  it('shows at most 10, names that start with the text first', async () => {
    for (let i = 1; i <= 11; i++) await product(`Cotton scarf ${String(i).padStart(2, '0')}`, i);
    await product('Blue cotton kurti', 4);
    const items = await search('cotton');
    expect(items).toHaveLength(10);
    expect(items.every((p) => p.name.startsWith('Cotton scarf'))).toBe(true);
    expect((await search('kurti')).map((p) => p.name)).toEqual(['Blue cotton kurti']);
  });

  it('takes % and _ as plain characters', async () => {
    await product('100% silk', 2);
    expect((await search('100%')).map((p) => p.name)).toEqual(['100% silk']);
    expect(await search('_')).toEqual([]);
  });

  it('leaves out archived products', async () => {
    const lamp = await product('Brass lamp', 2);
    await orderWith(server, admin, lamp.id);
    const removed = await admin.client.delete(`/api/products/${lamp.id}`);
    expect(removed.body.archived).toBe(true);
    expect(await search('brass lamp')).toEqual([]);
  });

  it('shows only the seller’s own products', async () => {
    expect(await search('tea', other)).toEqual([]);
  });

  it('lets a Moderator search, since staff take orders', async () => {
    const staff = await newModerator(server, admin);
    expect((await search('darjeeling', staff)).map((p) => p.name)).toEqual(['Darjeeling Tea']);
  });

  it('refuses a search text longer than 100 characters', async () => {
    const res = await admin.client.get(`/api/products/search?q=${'a'.repeat(101)}`);
    expect(res.status).toBe(400);
    expect(res.body.error.fields.q).toBeTruthy();
  });
});
