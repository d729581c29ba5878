import { parse } from 'csv-parse/sync';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, products } from '../db/schema/index.ts';
import { generateOrders, seededRandom } from '../db/seed/orders-generator.ts';
import type { SignedInUser } from '../test/fixtures.testkit.ts';
import {
  addOrderCustomer,
  addStockedProduct,
  placeOrder,
  type SellerWithCatalogue,
  sellerWithCatalogue,
  startShop,
} from '../test/order-fixtures.testkit.ts';
import type { TestServer } from '../test/test-server.testkit.ts';
import { fileForm, importCsv, importPhone } from './order-import/order-import-fixtures.testkit.ts';

/**
 * The three CSV exports (orders, customers, products) as a spreadsheet user meets them: exported_data.csv,
 * UTF-8 with a BOM, plain-word headers, cells that cannot run as formulas, Bangla intact, and large
 * exports streamed in keyset batches with every row exactly once.
 */

let server: TestServer;
let shop: SellerWithCatalogue;
beforeAll(async () => ({ server, shop } = await startShop('Export Shop')));
afterAll(() => server?.close());

const db = () => server.deps.database.db;

function cookieOf(user: SignedInUser) {
  const [name, value] = user.client.sessionCookie()!;
  return `${name}=${value}`;
}

/**
 * GET as the user. A kept-alive socket the server closed while this process was busy writing test data
 * fails once; a new one then serves (as bench/run.ts also finds).
 */
function get(path: string, as: SignedInUser) {
  const send = () => fetch(new URL(path, server.url), { headers: { cookie: cookieOf(as) } });
  return send().catch(send);
}

async function download(path: string, as: SignedInUser = shop) {
  const res = await get(path, as);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toBe('attachment; filename="exported_data.csv"');
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)], 'UTF-8 BOM').toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes);
  return { text, rows: parse(text, { bom: true }) as string[][] };
}

/** A response read as a stream, counting its lines, never holding it whole. */
async function streamedLines(path: string, as: SignedInUser) {
  const res = await get(path, as);
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let lines = 0;
  let chunks = 0;
  let rest = '';
  const firstCells = new Set<string>();
  let datesDescending = true;
  let lastDate = '9999-12-31';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks++;
    const text = rest + decoder.decode(value, { stream: true });
    const parts = text.split('\r\n');
    rest = parts.pop()!;
    lines += parts.length;
    for (const part of parts) {
      const [first, date] = part.split(',');
      firstCells.add(first!);
      // The header is line 1; below it the sales dates must never go up.
      if (firstCells.size > 1 && date! > lastDate) datesDescending = false;
      if (firstCells.size > 1) lastDate = date!;
    }
  }
  return { lines, chunks, distinctFirstCells: firstCells.size, datesDescending };
}

describe('exported cells', () => {
  it('orders: formula-like text kept as text, quotes, commas, line breaks and Bangla intact', async () => {
    const customer = await addOrderCustomer(server, shop, {
      name: '=HYPERLINK("http://evil.test","Click")',
      address: '+Road 5, "Green" House\nDhanmondi',
      district: 'Dhaka',
      thana: 'Dhanmondi',
    });
    const order = await placeOrder(shop, {
      customerId: customer.id,
      refNo: '@ref',
      note: '-5 taka off, রহিমা আপার অর্ডার',
    });
    const { text, rows } = await download(`/api/orders/export?ids=${order.id}`);
    expect(rows[0]).toEqual([
      'Order ID',
      'Date',
      'Status',
      'Customer',
      'Phone',
      'Address',
      'Thana',
      'District',
      'Products',
      'Sales (Tk)',
      'Discount (Tk)',
      'Delivery charge (Tk)',
      'Bill (Tk)',
      'Advance (Tk)',
      'COD (Tk)',
      'Courier',
      'Consignment ID',
      'Note',
    ]);
    expect(rows).toHaveLength(2);
    const [row] = rows.slice(1);
    expect(row).toEqual([
      order.code,
      '2024-03-05',
      'Processing',
      `'=HYPERLINK("http://evil.test","Click")`,
      customer.phone,
      `'+Road 5, "Green" House\nDhanmondi`,
      'Dhanmondi',
      'Dhaka',
      'Cotton Saree × 1',
      '1450',
      '0',
      '60',
      '1510',
      '0',
      '1510',
      'Steadfast',
      '',
      "'-5 taka off, রহিমা আপার অর্ডার",
    ]);
    // The raw file: a quoted cell for the comma, quotes doubled, CRLF between rows.
    expect(text).toContain(`"'+Road 5, ""Green"" House\nDhanmondi"`);
    expect(text.split('\r\n')[0]).toBe(rows[0]!.join(','));
  });

  it('customers: plain-word header, escaped name, Bangla address', async () => {
    const seller = await sellerWithCatalogue(server, 'Export Customer Shop');
    await addOrderCustomer(server, seller, { name: '@admin', address: 'বাড়ি ৪, রোড ২', district: 'Dhaka' });
    const { rows } = await download('/api/customers/export', seller);
    expect(rows[0]).toEqual([
      'Name',
      'Phone',
      'Address',
      'Thana',
      'District',
      'Inbox link',
      'Orders',
      'Total purchase (Tk)',
      'Last purchase',
    ]);
    expect(rows.find((r) => r[0] === "'@admin")?.[2]).toBe('বাড়ি ৪, রোড ২');
  });

  it('products: plain-word header and a formula-like name kept as text', async () => {
    const seller = await sellerWithCatalogue(server, 'Export Product Shop');
    await addStockedProduct(seller, seller.store.id, { name: '=1+1 Gift Box', salePrice: 50_000, qty: 4 });
    const { rows } = await download('/api/products/export', seller);
    expect(rows[0]).toEqual([
      'Product name',
      'Description',
      'Brand',
      'Made in',
      'Store',
      'Supplier',
      'Sale price (Tk)',
      'Lift price (Tk)',
      'Quantity',
      'Available',
      'Stock date',
      'Weight (kg)',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(["'=1+1 Gift Box", 'Scarf', 'Panjabi', 'Cotton Saree']);
  });
});

describe('what is exported: the chosen orders, the listed ones, or all', () => {
  it('ids export exactly those orders; a status exports that list; all exports every live order', async () => {
    const seller = await sellerWithCatalogue(server, 'Export Choice Shop');
    const first = await placeOrder(seller, { refNo: 'A' });
    const second = await placeOrder(seller, { refNo: 'B' });
    const cancelled = await placeOrder(seller, { refNo: 'C' });
    expect(
      (await seller.client.patch(`/api/orders/${cancelled.id}/status`, { status: 'cancelled' })).status,
    ).toBe(200);
    const codes = async (query: string) =>
      (await download(`/api/orders/export?${query}`, seller)).rows.slice(1).map((r) => r[0]);
    expect(await codes(`ids=${first.id},${cancelled.id}`)).toEqual([cancelled.code, first.code]);
    expect(await codes('status=processing')).toEqual([second.code, first.code]);
    expect(await codes('status=cancelled')).toEqual([cancelled.code]);
    expect(await codes('status=all')).toEqual([cancelled.code, second.code, first.code]);
  });
});

describe('the header row’s language', () => {
  it('columns=bn heads each export in Bangla, with the same cells as the default English', async () => {
    const seller = await sellerWithCatalogue(server, 'Export Bangla Shop');
    await addOrderCustomer(server, seller, { name: 'রহিমা আক্তার', address: 'বাড়ি ৪, রোড ২', district: 'Dhaka' });
    await placeOrder(seller, { refNo: 'BN-1' });
    const both = async (path: string) => {
      const join = path.includes('?') ? '&' : '?';
      const [english, bangla, chosenEnglish] = await Promise.all(
        ['', `${join}columns=bn`, `${join}columns=en`].map(
          async (q) => (await download(path + q, seller)).rows,
        ),
      );
      expect(chosenEnglish).toEqual(english);
      expect(bangla!.slice(1)).toEqual(english!.slice(1));
      expect(bangla![0]).toHaveLength(english![0]!.length);
      return { english: english![0]!, bangla: bangla![0]! };
    };

    const orders = await both('/api/orders/export?status=all');
    expect(orders.english.slice(0, 3)).toEqual(['Order ID', 'Date', 'Status']);
    expect(orders.bangla).toEqual([
      'অর্ডার আইডি',
      'তারিখ',
      'স্ট্যাটাস',
      'গ্রাহক',
      'ফোন',
      'ঠিকানা',
      'থানা',
      'জেলা',
      'পণ্য',
      'বিক্রি (টাকা)',
      'ছাড় (টাকা)',
      'ডেলিভারি চার্জ (টাকা)',
      'বিল (টাকা)',
      'অগ্রিম (টাকা)',
      'COD (টাকা)',
      'কুরিয়ার',
      'কনসাইনমেন্ট আইডি',
      'নোট',
    ]);
    const customersHeader = await both('/api/customers/export');
    expect(customersHeader.bangla.slice(0, 3)).toEqual(['নাম', 'ফোন', 'ঠিকানা']);
    const productsHeader = await both('/api/products/export?search=saree');
    expect(productsHeader.bangla.slice(0, 2)).toEqual(['পণ্যের নাম', 'বিবরণ']);
  });

  it('refuses a header language it does not know, naming the field', async () => {
    for (const path of ['/api/orders/export', '/api/customers/export', '/api/products/export']) {
      const res = await shop.client.get(`${path}?columns=fr`);
      expect(res.status, path).toBe(400);
      expect(res.body.error.fields, path).toHaveProperty('columns');
    }
  });
});

describe('large exports', () => {
  it('orders written in the same instant (one import) are each exported once, across batches', async () => {
    const seller = await sellerWithCatalogue(server, 'Export Tie Shop');
    await db().update(products).set({ availableQty: 100_000 }).where(eq(products.sellerId, seller.sellerId));
    const rows = Array.from({ length: 2_500 }, (_, i) => ({
      'Customer Phone': i % 2 ? seller.customer.phone : importPhone(),
      'Customer Name': `Buyer ${i}`,
      Address: `House ${i}`,
      District: 'Dhaka',
      'Product 1': 'Scarf',
      Reference: `TIE-${i}`,
    }));
    const imported = await seller.client.post('/api/order-imports', fileForm(importCsv(rows)));
    expect(imported.body.imported).toBe(2_500);
    const streamed = await streamedLines('/api/orders/export?status=processing', seller);
    expect(streamed.lines).toBe(2_501);
    expect(streamed.distinctFirstCells).toBe(2_501);
    const customersStreamed = await streamedLines('/api/customers/export', seller);
    const [live] = await db()
      .select({ n: count() })
      .from(customers)
      .where(and(eq(customers.sellerId, seller.sellerId)));
    expect(customersStreamed.lines).toBe(live!.n + 1);
  }, 120_000);

  it('20,000 orders stream out in batches, every order once, newest first', async () => {
    const seller = await sellerWithCatalogue(server, 'Export Big Shop');
    const generated = await generateOrders(db(), seller, {
      customers: 3_000,
      orders: 20_000,
      days: 365,
      random: seededRandom(7),
    });
    expect(generated.orders).toBe(20_000);
    // As PostgreSQL's autovacuum, or PGlite's maintenance job, would soon after a bulk load.
    await db().execute(sql`analyze`);
    const streamed = await streamedLines('/api/orders/export?status=all', seller);
    expect(streamed.lines).toBe(20_001);
    expect(streamed.distinctFirstCells).toBe(20_001);
    expect(streamed.chunks).toBeGreaterThan(1);
    expect(streamed.datesDescending).toBe(true);
    const customersStreamed = await streamedLines('/api/customers/export', seller);
    expect(customersStreamed.lines).toBe(3_000 + 2 + 1);
  }, 300_000);
});
