import { CSV_BOM, dhakaDate, dhakaMonthRange } from '@chalan/core';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, products, stockMovements } from '../../db/schema/index.ts';
import { newAdmin, newModerator, type SignedInUser } from '../../test/fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../../test/test-server.testkit.ts';
import {
  addProduct,
  addSupplier,
  firstStore,
  imageForm,
  movementsOf,
  orderWith,
  PNG,
  productRow,
} from './product-fixtures.testkit.ts';

let server: TestServer;
let admin: SignedInUser;
let storeId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await newAdmin(server, 'Stock Shop');
  storeId = (await firstStore(server, admin)).id;
});
afterAll(() => server?.close());

const item = (name: string, qty = 10) => ({ name, storeId, liftPrice: 5_000, salePrice: 8_000, qty });

describe('stock in', () => {
  it('adds to both quantities and records the movement with the user who did it', async () => {
    const staff = await newModerator(server, admin);
    const product = await addProduct(admin, item('Mug', 10));
    const res = await staff.client.post(`/api/products/${product.id}/stock-in`, { qty: 6 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Stock is updated successfully');
    expect(res.body.product).toMatchObject({ qty: 16, availableQty: 16 });
    const movements = await movementsOf(server, admin, product.id);
    expect(movements.map((m) => [m.kind, m.qtyChange, m.createdById, m.unitCost])).toEqual([
      ['initial', 10, admin.userId, 5_000],
      ['stock_in', 6, staff.userId, 5_000],
    ]);
  });

  it('takes a whole quantity of 1 or more and changes nothing otherwise', async () => {
    const product = await addProduct(admin, item('Plate', 4));
    for (const qty of [0, -3, 2.5, 'five']) {
      const res = await admin.client.post(`/api/products/${product.id}/stock-in`, { qty });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ qty: 'Enter a quantity of 1 or more' });
    }
    const tooMany = await admin.client.post(`/api/products/${product.id}/stock-in`, { qty: 999_999_999 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.fields).toEqual({ qty: 'This quantity is too large' });
    expect(await productRow(server, admin, product.id)).toMatchObject({ qty: 4, availableQty: 4 });
    expect(await movementsOf(server, admin, product.id)).toHaveLength(1);
  });
});

describe('the summary cards', () => {
  it('shows stock on hand, and what came in this and last month in Dhaka', async () => {
    const shop = await newAdmin(server, 'Summary Shop');
    const store = (await firstStore(server, shop)).id;
    const db = server.deps.database.db;
    const s1 = await addSupplier(server, shop, 'S1');
    const s2 = await addSupplier(server, shop, 'S2');
    const s3 = await addSupplier(server, shop, 'S3');
    // Sale prices 100, 250 and 40 taka.
    const a = await addProduct(shop, {
      name: 'A',
      storeId: store,
      supplierId: s1.id,
      liftPrice: 0,
      salePrice: 10_000,
      qty: 5,
    });
    const b = await addProduct(shop, {
      name: 'B',
      storeId: store,
      supplierId: s2.id,
      liftPrice: 0,
      salePrice: 25_000,
      qty: 2,
    });
    const c = await addProduct(shop, {
      name: 'C',
      storeId: store,
      supplierId: null,
      liftPrice: 0,
      salePrice: 4_000,
      qty: 3,
    });
    const d = await addProduct(shop, {
      name: 'D',
      storeId: store,
      supplierId: s3.id,
      liftPrice: 0,
      salePrice: 1_000,
      qty: 0,
    });
    // Stock in this month: 4 more of C. Raising B from 2 to 3 by editing is an adjustment, not stock in.
    await shop.client.post(`/api/products/${c.id}/stock-in`, { qty: 4 });
    await shop.client.put(`/api/products/${b.id}`, {
      name: 'B',
      storeId: store,
      supplierId: s2.id,
      liftPrice: 0,
      salePrice: 25_000,
      qty: 3,
    });

    // Movements at the month edges: last month's first instant and last millisecond count, the
    // month before does not, and an order (a sale) is never stock in.
    const now = new Date();
    const thisMonth = dhakaMonthRange(now);
    const lastMonth = dhakaMonthRange(now, -1);
    const at = (
      date: Date,
      productId: string,
      qtyChange: number,
      kind: 'stock_in' | 'initial' | 'order',
    ) => ({
      sellerId: shop.sellerId,
      productId,
      kind,
      qtyChange,
      createdAt: date,
    });
    await db
      .insert(stockMovements)
      .values([
        at(lastMonth.start, a.id, 7, 'stock_in'),
        at(new Date(thisMonth.start.getTime() - 1), b.id, 1, 'stock_in'),
        at(new Date(lastMonth.start.getTime() - 1), d.id, 50, 'stock_in'),
        at(new Date(thisMonth.start.getTime() + 1), a.id, -1, 'order'),
      ]);
    // That order took 1 of A: 4 of 5 are left.
    await db
      .update(products)
      .set({ availableQty: 4 })
      .where(and(eq(products.sellerId, shop.sellerId), eq(products.id, a.id)));

    const res = await shop.client.get('/api/products/summary');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      // On hand: A 4 × 100 + B 3 × 250 + C 7 × 40 + D 0 × 10; suppliers S1, S2, S3 (C has none).
      stock: { categories: 3, items: 4, value: 40_000 + 75_000 + 28_000 },
      // Initial A 5, B 2, C 3 (D came with 0) and stock in C 4: suppliers S1, S2.
      thisMonth: { categories: 2, items: 14, value: 5 * 10_000 + 2 * 25_000 + 7 * 4_000 },
      // A 7 at the first instant, B 1 at the last millisecond.
      lastMonth: { categories: 2, items: 8, value: 7 * 10_000 + 1 * 25_000 },
    });
  });
});

describe('deleting a product', () => {
  it('removes a product no order refers to, with its movements and image', async () => {
    const product = await addProduct(admin, item('Spoon'));
    const image = await admin.client.post(`/api/products/${product.id}/image`, imageForm(PNG));
    const imageUrl = new URL(image.body.product.imageUrl, server.url);
    expect((await fetch(imageUrl)).status).toBe(200);
    const res = await admin.client.delete(`/api/products/${product.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Product deleted successfully', archived: false });
    expect(await productRow(server, admin, product.id)).toBeUndefined();
    expect(await movementsOf(server, admin, product.id)).toHaveLength(0);
    expect((await fetch(imageUrl)).status).toBe(404);
    expect((await admin.client.delete(`/api/products/${product.id}`)).status).toBe(404);
  });

  it('archives a product an order refers to, and says so', async () => {
    const product = await addProduct(admin, item('Kettle'));
    const { line } = await orderWith(server, admin, product.id, 2);
    const res = await admin.client.delete(`/api/products/${product.id}`);
    expect(res.status).toBe(200);
    expect(res.body.archived).toBe(true);
    expect(res.body.message).toBe(
      'Kettle is in orders, so it was archived instead of deleted: it no longer shows in the product list or search, and its orders keep their copy',
    );
    expect((await productRow(server, admin, product.id))!.archivedAt).not.toBeNull();
    expect((await admin.client.get('/api/products?search=kettle')).body.total).toBe(0);
    expect(await movementsOf(server, admin, product.id)).toHaveLength(1);
    const [kept] = await server.deps.database.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.sellerId, admin.sellerId), inArray(orderLines.id, [line.id])));
    expect(kept).toMatchObject({ productId: product.id, name: 'as sold', qty: 2 });
    // Archived is gone: it cannot be changed or deleted again.
    expect((await admin.client.post(`/api/products/${product.id}/stock-in`, { qty: 1 })).status).toBe(404);
    expect((await admin.client.put(`/api/products/${product.id}`, item('Kettle'))).status).toBe(404);
    expect((await admin.client.delete(`/api/products/${product.id}`)).status).toBe(404);
  });
});

describe('export', () => {
  it('downloads every product on sale as CSV with a BOM, plain headers and safe cells', async () => {
    const shop = await newAdmin(server, 'Export Shop');
    const store = await firstStore(server, shop);
    const supplier = await addSupplier(server, shop, 'Dhaka, "Best" Traders');
    await addProduct(shop, {
      name: '=HYPERLINK("http://x")',
      description: 'Line one',
      brand: 'Brand',
      country: 'বাংলাদেশ',
      storeId: store.id,
      supplierId: supplier.id,
      liftPrice: 100_050,
      salePrice: 150_000,
      qty: 7,
    });
    const gone = await addProduct(shop, {
      name: 'Archived one',
      storeId: store.id,
      liftPrice: 0,
      salePrice: 0,
      qty: 1,
    });
    await orderWith(server, shop, gone.id);
    await shop.client.delete(`/api/products/${gone.id}`);
    await addProduct(shop, { name: 'Plain', storeId: store.id, liftPrice: 0, salePrice: 2_000, qty: 0 });

    const res = await fetch(new URL('/api/products/export', server.url), {
      headers: { cookie: await cookieOf(shop) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="exported_data.csv"');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const today = dhakaDate(new Date());
    expect(text.slice(1).split('\r\n')).toEqual([
      'Product name,Description,Brand,Made in,Store,Supplier,Sale price (Tk),Lift price (Tk),Quantity,Available,Stock date,Weight (kg)',
      `Plain,,,,Export Shop,,20,0,0,0,${today},0.5`,
      `"'=HYPERLINK(""http://x"")",Line one,Brand,বাংলাদেশ,Export Shop,"Dhaka, ""Best"" Traders",1500,1000.50,7,7,${today},0.5`,
      '',
    ]);
  });
});

/** The session cookie of a signed-in test client, for a raw fetch that reads bytes. */
async function cookieOf(user: SignedInUser): Promise<string> {
  const jar = (user.client as unknown as { cookies: Map<string, string> }).cookies;
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}
