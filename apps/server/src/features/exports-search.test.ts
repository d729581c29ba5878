import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '../test/fixtures.testkit.ts';
import {
  addOrderCustomer,
  addStockedProduct,
  type SellerWithCatalogue,
  sellerWithCatalogue,
} from '../test/order-fixtures.testkit.ts';
import { startTestServer, type TestServer } from '../test/test-server.testkit.ts';

/**
 * Export on the Customers and Products screens gives what the list shows for the search box (or, with
 * no search, everything), and never another seller's rows.
 */

let server: TestServer;
let shop: SellerWithCatalogue;
let otherShop: SellerWithCatalogue;
beforeAll(async () => {
  server = await startTestServer();
  [shop, otherShop] = await Promise.all([
    sellerWithCatalogue(server, 'Search Export Shop'),
    sellerWithCatalogue(server, 'Other Export Shop'),
  ]);
});
afterAll(() => server?.close());

function cookieOf(user: SignedInUser) {
  const [name, value] = user.client.sessionCookie()!;
  return `${name}=${value}`;
}

/** The CSV's rows below the header, read as a spreadsheet would (BOM first, checked). */
async function exported(path: string, as: SignedInUser = shop): Promise<string[][]> {
  const res = await fetch(new URL(path, server.url), { headers: { cookie: cookieOf(as) } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toBe('attachment; filename="exported_data.csv"');
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)], 'UTF-8 BOM').toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(new TextDecoder().decode(bytes), { bom: true }) as string[][];
  expect(rows.length, 'a header line').toBeGreaterThan(0);
  return rows.slice(1);
}

const firstCells = (rows: string[][]) => rows.map((r) => r[0]!).sort();
const searchParam = (search: string) => `search=${encodeURIComponent(search)}`;

describe('customers export with the list’s search', () => {
  let rahima: { name: string; phone: string };
  beforeAll(async () => {
    rahima = await addOrderCustomer(server, shop, { name: 'Rahima Begum', phone: '01911222333' });
    await addOrderCustomer(server, otherShop, { name: 'Rahim Other Shop', phone: '01911222334' });
  });

  it('a name search gives only the matching customers, ignoring case, as the list does', async () => {
    const rows = await exported(`/api/customers/export?${searchParam('RAHIM')}`);
    expect(firstCells(rows)).toEqual(['Rahim Uddin', 'Rahima Begum']);
    const list = await shop.client.get(`/api/customers?limit=100&${searchParam('RAHIM')}`);
    expect(firstCells(rows)).toEqual(list.body.items.map((c: { name: string }) => c.name).sort());
  });

  it('digits search the phone: part of a number finds that customer only', async () => {
    const rows = await exported(`/api/customers/export?${searchParam('1122233')}`);
    expect(rows.map((r) => [r[0], r[1]])).toEqual([[rahima.name, rahima.phone]]);
    expect(await exported(`/api/customers/export?${searchParam('+880 1911-222333')}`)).toHaveLength(1);
  });

  it('without a search, or with an empty one, every customer of the seller; a miss gives the header only', async () => {
    const all = ['Karim Mia', 'Rahim Uddin', 'Rahima Begum'];
    expect(firstCells(await exported('/api/customers/export'))).toEqual(all);
    expect(firstCells(await exported('/api/customers/export?search=%20%20'))).toEqual(all);
    expect(await exported(`/api/customers/export?${searchParam('Nobody Like This')}`)).toEqual([]);
  });

  it('another seller’s customers never come, whatever the search', async () => {
    expect(firstCells(await exported(`/api/customers/export?${searchParam('Other Shop')}`))).toEqual([]);
    expect(firstCells(await exported(`/api/customers/export?${searchParam('Rahim')}`, otherShop))).toEqual([
      'Rahim Other Shop',
      'Rahim Uddin',
    ]);
  });

  it('a search longer than the list allows is refused with the field named', async () => {
    const res = await shop.client.get(`/api/customers/export?${searchParam('x'.repeat(101))}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(['search']);
  });
});

describe('products export with the list’s search', () => {
  beforeAll(async () => {
    const supplier = await shop.client.post('/api/suppliers', {
      name: 'Tangail Weavers',
      phone: '01712345678',
    });
    expect(supplier.status, JSON.stringify(supplier.body)).toBe(201);
    const res = await shop.client.post('/api/products', {
      name: 'Jamdani Saree',
      brand: 'Aarong',
      storeId: shop.store.id,
      supplierId: supplier.body.supplier.id,
      liftPrice: 300_000,
      salePrice: 450_000,
      qty: 3,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await addStockedProduct(otherShop, otherShop.store.id, {
      name: 'Silk Saree',
      salePrice: 500_000,
      qty: 2,
    });
  });

  it('the search matches the name, the brand or the supplier, ignoring case, as the list does', async () => {
    expect(firstCells(await exported(`/api/products/export?${searchParam('saree')}`))).toEqual([
      'Cotton Saree',
      'Jamdani Saree',
    ]);
    expect(firstCells(await exported(`/api/products/export?${searchParam('AARONG')}`))).toEqual([
      'Jamdani Saree',
    ]);
    const bySupplier = await exported(`/api/products/export?${searchParam('weavers')}`);
    expect(bySupplier.map((r) => [r[0], r[5]])).toEqual([['Jamdani Saree', 'Tangail Weavers']]);
    const list = await shop.client.get(`/api/products?limit=100&${searchParam('saree')}`);
    expect(list.body.items.map((p: { name: string }) => p.name).sort()).toEqual([
      'Cotton Saree',
      'Jamdani Saree',
    ]);
  });

  it('without a search every product on sale; `%` is a plain character, not a wildcard', async () => {
    expect(firstCells(await exported('/api/products/export'))).toEqual([
      'Cotton Saree',
      'Jamdani Saree',
      'Panjabi',
      'Scarf',
    ]);
    expect(await exported(`/api/products/export?${searchParam('%')}`)).toEqual([]);
  });

  it('another seller’s products never come, whatever the search', async () => {
    expect(await exported(`/api/products/export?${searchParam('Silk')}`)).toEqual([]);
    expect(firstCells(await exported(`/api/products/export?${searchParam('saree')}`, otherShop))).toEqual([
      'Cotton Saree',
      'Silk Saree',
    ]);
  });
});
